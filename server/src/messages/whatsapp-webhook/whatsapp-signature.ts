import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Meta signs each webhook delivery with: `sha256=<hex HMAC of the raw body>`. */
export const SIGNATURE_HEADER = 'x-hub-signature-256';

/**
 * Whether `header` is the HMAC-SHA256 of exactly these bytes under the app secret (constant time).
 * Checked over the raw body: parsed and re-serialised JSON would not match.
 */
export function signatureMatches(
  appSecret: string,
  rawBody: Buffer,
  header: string | undefined,
): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/** What the Cloud API's test console and our tests send: the header for `rawBody`. */
export function signatureOf(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}
