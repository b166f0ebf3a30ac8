import { randomInt } from 'node:crypto';

// Jest gives every test file its own copy of this module, so the sequence starts at a random
// point of a billion: two files (or workers) meet only with odds of about one in millions.
let next = randomInt(1_000_000_000);

/**
 * A 10-digit phone no other test of this run uses, so per-phone caps and lookups only ever see
 * the calling test's own rows.
 */
export function freshPhone(lead: 6 | 7 | 8 | 9 = 7): string {
  next = (next + 1) % 1_000_000_000;
  return `${lead}${String(next).padStart(9, '0')}`;
}
