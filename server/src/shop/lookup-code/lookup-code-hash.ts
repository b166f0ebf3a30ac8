import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A six-digit code, every value as likely as any other. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * The key codes are hashed with, derived from the server's secret (UNSUBSCRIBE_SECRET) for this
 * one use: whoever reads the table without the secret cannot try the million codes offline.
 */
export const codeKey = (secret: string) =>
  createHmac('sha256', secret).update('order-lookup-code/v1').digest();

export const hashCode = (key: Buffer, phone: string, code: string) =>
  createHmac('sha256', key).update(`${phone}:${code}`).digest('base64url');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A token that unlocks a phone's orders for a while; stored only as its digest. */
export const newUnlockToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
