import { createHash } from 'node:crypto';
import { limited, type RateLimiter, type RateLimitRule } from './rate-limit';
import type { RequestContext } from './request-context';

/**
 * The limits on wrong guesses at a secret that, with a phone number, opens a patient's records
 * (an order number, a booking reference).
 */
export interface LookupGuardRules {
  /** Wrong guesses one client may make for one phone; past it that client waits. */
  perClient: RateLimitRule;
  /** Wrong guesses for one phone from all clients together, past which the phone is guarded. */
  perPhone: RateLimitRule;
  /** While the phone is guarded: wrong guesses one client may make for it in this longer window. */
  perClientGuarded: RateLimitRule;
}

/**
 * Guards lookups by phone + secret. Only failures count, and they count against the client that
 * made them: a patient with the right secret is never refused because strangers guessed wrong
 * for their phone from other addresses. Rotating addresses is answered by the phone-wide count:
 * once a phone has drawn many wrong guesses, every client gets only a few a day for it, while
 * the right secret still opens the record on the first try from anywhere.
 *
 * Each try takes its counts before the lookup runs and gives them back when the secret was
 * right, so a burst of simultaneous guesses is counted in full.
 */
export class LookupGuard {
  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly rules: LookupGuardRules,
  ) {}

  /**
   * Runs `lookup` (null when phone and secret do not match) unless this client has guessed wrong
   * too often for this phone; then it throws RATE_LIMITED with the wait.
   */
  async attempt<T>(
    ctx: RequestContext,
    phone: string,
    lookup: () => Promise<T | null>,
  ): Promise<T | null> {
    const { perClient, perPhone, perClientGuarded } = this.rules;
    const phoneKey = keyOfPhone(phone);
    const clientKey = `${phoneKey}|${ctx.clientKey}`;
    await this.rateLimiter.hit(perClient, clientKey);
    const counted: [RateLimitRule, string][] = [[perClient, clientKey]];
    const refund = () =>
      Promise.all(counted.map(([rule, key]) => this.rateLimiter.refund(rule, key)));

    const [phoneWide, clientDaily] = await Promise.all([
      this.rateLimiter.count(perPhone, phoneKey),
      this.rateLimiter.count(perClientGuarded, clientKey),
    ]);
    counted.push([perPhone, phoneKey], [perClientGuarded, clientKey]);
    const guarded = phoneWide.count > this.rateLimiter.limitOf(perPhone);
    if (guarded && clientDaily.count > this.rateLimiter.limitOf(perClientGuarded)) {
      throw limited(perClientGuarded, clientDaily.msBeforeNext);
    }

    let found: T | null;
    try {
      found = await lookup();
    } catch (error) {
      // Not a wrong guess (the database failed, say): nothing to hold against the client.
      await refund();
      throw error;
    }
    if (found !== null) await refund();
    return found;
  }
}

/**
 * The phone as limit counters know it: a digest, so the shared rate-limit store (Redis) never
 * holds phone numbers in its keys.
 */
export function keyOfPhone(phone: string): string {
  return createHash('sha256').update(`clinic-lookup:${phone}`).digest('base64url').slice(0, 22);
}
