import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a reference is read out over the phone.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short reference a patient can quote, e.g. APT-7K3Q9 (31^5, about 28 million). */
export function newBookingReference(): string {
  let code = '';
  for (let i = 0; i < 5; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `APT-${code}`;
}
