import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where the unsubscribe page lives on the site; the token follows. */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** A sign-up as its unsubscribe link is made from: its id and stored (lower-case) address. */
export interface SignupRef {
  id: number;
  email: string;
}

const TOKEN = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{43})$/;

/** HMAC-SHA256 over the sign-up's id and address, base64url: 43 characters. */
function signature(secret: string, { id, email }: SignupRef): string {
  return createHmac('sha256', secret)
    .update(`newsletter-unsubscribe:${id}:${email}`)
    .digest('base64url');
}

/**
 * "<id>.<signature>": names the sign-up without its address, and only the server's secret can
 * make one. The address is signed too, so a row whose address changed takes no old link.
 */
export function unsubscribeToken(secret: string, signup: SignupRef): string {
  return `${signup.id}.${signature(secret, signup)}`;
}

/** The link a newsletter e-mail carries: the site's page for this sign-up, no plain address. */
export function unsubscribeLink(siteUrl: string, secret: string, signup: SignupRef): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}/${unsubscribeToken(secret, signup)}`;
}

/** The sign-up id a token names, or null when it is not shaped like one. */
export function tokenSignupId(token: string): number | null {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether `token` was signed with `secret` for exactly this sign-up (constant time). */
export function tokenMatches(secret: string, token: string, signup: SignupRef): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, signup));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
