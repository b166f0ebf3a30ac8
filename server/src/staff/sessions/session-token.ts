import { createHash, randomBytes } from 'node:crypto';

/** A new 256-bit random token (the cookie's value) and the id its row is stored under. */
export function newSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: sessionIdOf(token) };
}

/** The row id of a token: its SHA-256, so a leaked table signs nobody in. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a cookie value could be one of our tokens (43 base64url characters). */
export function isWellFormedToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
