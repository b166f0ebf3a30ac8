import { timingSafeEqual } from 'node:crypto';
import type { Response } from 'express';

/** A secret compared in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A providers' webhook's refusal: never stored by any cache. */
export function refuseWebhook(res: Response, status: number, error: string): void {
  res.status(status).set('Cache-Control', 'no-store').json({ error });
}

/** A providers' webhook's acknowledgement. */
export function acknowledgeWebhook(res: Response): void {
  res.status(200).set('Cache-Control', 'no-store').json({ ok: true });
}
