let sequence = 0;

/**
 * A 10-digit phone no other test of this run uses (the process id keeps parallel workers
 * apart), so per-phone caps and lookups only ever see the calling test's own rows.
 */
export function freshPhone(lead: 6 | 7 | 8 | 9 = 7): string {
  sequence += 1;
  return `${lead}${String(process.pid % 10_000).padStart(4, '0')}${String(sequence % 100_000).padStart(5, '0')}`;
}
