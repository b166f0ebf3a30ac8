import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = 'Clinic Site staff';
export const RECOVERY_CODE_COUNT = 10;
const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpLink(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * The time step a 6-digit code matches at `now` (a step either side allowed for a phone's
 * clock), but only a step later than the last one used: each code works once.
 */
export async function matchingTimeStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code.replace(/\s/g, ''),
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten recovery codes of 16 characters (80 bits each), shown once as XXXX-XXXX-XXXX-XXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(16);
    const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
    return [0, 4, 8, 12].map((at) => chars.slice(at, at + 4).join('')).join('-');
  });
}

/** What is stored of a recovery code: the SHA-256 of its characters, dashes and case ignored. */
export function recoveryCodeHash(code: string): string {
  const plain = code.replace(/[\s-]/g, '').toUpperCase();
  return createHash('sha256').update(plain).digest('hex');
}
