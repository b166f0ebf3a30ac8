import type { EntityManager } from 'typeorm';

/** Each kind of key has its own space, so a phone locked for booking never blocks its orders. */
export const LOCK_SPACE = {
  bookingPhone: 1601,
  orderPhone: 1602,
} as const;

/**
 * Holds a lock on one key (a phone) until the transaction ends. Transactions that count a key's
 * rows and then write one more run one after another, so a cap checked by counting cannot be
 * passed by parallel requests. Keys are hashed to 32 bits: a collision only makes two phones
 * wait for each other, never lets one pass.
 */
export async function lockKey(
  manager: EntityManager,
  space: (typeof LOCK_SPACE)[keyof typeof LOCK_SPACE],
  key: string,
): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [space, key]);
}
