import type { RedisClientType } from 'redis';
import type { RateLimitStore } from './rate-limit';

/**
 * Counts rate-limit hits in Redis, so several app instances share each client's allowance.
 * INCR and PEXPIRE NX run in one transaction: the window starts at the first hit and is never
 * pushed back by later ones.
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly client: Pick<RedisClientType, 'multi'>,
    private readonly prefix = 'clinic:rate:',
  ) {}

  async increment(key: string, windowMs: number) {
    const redisKey = `${this.prefix}${key}`;
    const [hits, , ttl] = await this.client
      .multi()
      .incr(redisKey)
      .pExpire(redisKey, windowMs, 'NX')
      .pTTL(redisKey)
      .exec();
    return { hits: Number(hits), resetAt: Date.now() + Math.max(0, Number(ttl)) };
  }
}
