import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors';
import { STAFF_WORDS } from '../staff-words';

/** Failures allowed for one account from one client within the window, before it must wait. */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Past the free failures, that client waits this long after each failure for that account. */
export const SIGN_IN_WAIT_MS = 60_000;

export type AttemptOutcome = 'success' | 'failure' | 'code-needed';

/**
 * Sign-in throttling without lockout (ASVS 6.3.1): after 5 failures for one account from one
 * client within 15 minutes, that client waits a minute per further try for that account; every
 * other client, the account's owner at their desk among them, signs in at once. Counted in
 * PostgreSQL, so it holds across instances, with the request's clock.
 *
 * Each try is written first, as pending, and counted with the tries before it: parallel tries
 * each see the others, so a burst cannot slip past the count. Its outcome is written after.
 */
export class SignInThrottle {
  constructor(private readonly dataSource: DataSource) {}

  static accountKey(email: string): string {
    return createHash('sha256').update(email).digest('hex');
  }

  /** Records a try; throws RATE_LIMITED (with retryAfterSeconds) when this client must wait. */
  async begin(accountKey: string, address: string, now: Date): Promise<string> {
    const [{ id }] = await this.dataSource.query(
      `INSERT INTO staff_sign_in_attempt (account_key, address, at, outcome)
       VALUES ($1, $2, $3, 'pending') RETURNING id`,
      [accountKey, address, now],
    );
    const [{ failures, last }] = await this.dataSource.query(
      `SELECT count(*)::int AS failures, max(at) AS last FROM staff_sign_in_attempt
       WHERE account_key = $1 AND address = $2 AND id <> $3
         AND outcome IN ('pending', 'failure') AND at > $4 AND at <= $5
         AND at > coalesce((SELECT max(at) FROM staff_sign_in_attempt
                            WHERE account_key = $1 AND address = $2 AND outcome = 'success'),
                           '-infinity')`,
      [accountKey, address, id, new Date(now.getTime() - SIGN_IN_WINDOW_MS), now],
    );
    if (failures >= SIGN_IN_FREE_FAILURES) {
      const waitMs = (last as Date).getTime() + SIGN_IN_WAIT_MS - now.getTime();
      if (waitMs > 0) {
        await this.settle(id, 'throttled');
        throw new DomainError('RATE_LIMITED', STAFF_WORDS.signInThrottled, undefined, {
          retryAfterSeconds: Math.ceil(waitMs / 1000),
        });
      }
    }
    return String(id);
  }

  async settle(attemptId: string, outcome: AttemptOutcome | 'throttled'): Promise<void> {
    await this.dataSource.query(`UPDATE staff_sign_in_attempt SET outcome = $2 WHERE id = $1`, [
      attemptId,
      outcome,
    ]);
  }

  /** Forgets tries older than a day (housekeeping). */
  async forgetBefore(before: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM staff_sign_in_attempt WHERE at < $1`, [before]);
  }
}
