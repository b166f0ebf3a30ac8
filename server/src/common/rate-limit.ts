import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import { DomainError } from './errors';

/** How many hits one key may make in a window, e.g. 10 order lookups a minute per address. */
export interface RateLimitRule {
  /** Names the limit in keys and logs, e.g. 'order-lookup'. */
  name: string;
  limit: number;
  /** Counted in whole seconds (Redis expires keys by the second). */
  windowMs: number;
  /** Shown to the patient when the limit is hit. */
  message: string;
  /**
   * Kept as it is whatever RATE_LIMIT_SCALE says: a budget of the server's own work, which a
   * benchmark does not make any larger.
   */
  unscaled?: boolean;
}

/** What a store needs to count one rule: its key prefix, allowance and window in seconds. */
export interface RuleCounterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/** One key's hits in the current window of a rule, and when that window ends. */
export interface WindowCount {
  count: number;
  msBeforeNext: number;
}

/** The refusal a patient sees past `rule`'s limit, with the wait in whole seconds. */
export function limited(rule: RateLimitRule, msBeforeNext: number): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new DomainError('RATE_LIMITED', rule.message, undefined, { retryAfterSeconds });
}

/** Where hits are counted: builds rate-limiter-flexible's counter for one rule. */
export type RateLimitStore = (options: RuleCounterOptions) => RateLimiterAbstract;

/** Counts in this process: right for one instance. */
export const memoryRateLimitStore: RateLimitStore = (options) => new RateLimiterMemory(options);

/**
 * Counts in Redis, so several app instances share each client's allowance. Each hit is one Lua
 * script (increment, and start the window only with the first hit). While Redis cannot be
 * reached, each instance counts in its own memory instead of failing or stalling the request.
 */
export function redisRateLimitStore(client: RedisClientType): RateLimitStore {
  return (options) =>
    new RateLimiterRedis({
      ...options,
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
}

/**
 * Fixed-window limits shared by GraphQL and REST: both doors call `hit` with the same rule and
 * key, so a client cannot double its allowance by switching API.
 */
export class RateLimiter {
  private readonly counters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly store: RateLimitStore = memoryRateLimitStore,
    /** Unused: windows follow the system clock, which the library reads. */
    _clock?: undefined,
    /**
     * Multiplies every rule's allowance (RATE_LIMIT_SCALE): benchmarks and soak runs book
     * thousands of times from one loopback address; a rule never allows fewer than one hit.
     */
    private readonly scale = 1,
  ) {}

  /** The allowance of `rule` after scaling. */
  limitOf(rule: RateLimitRule): number {
    return Math.max(1, Math.floor(rule.limit * (rule.unscaled ? 1 : this.scale)));
  }

  /** Counts one hit for each key; throws RATE_LIMITED (with retryAfterSeconds) past the limit. */
  async hit(rule: RateLimitRule, ...keys: string[]): Promise<void> {
    for (const key of keys) await this.spend(rule, 1, key);
  }

  /** Counts `points` hits for `key` at once; throws like `hit` when they go past the limit. */
  async spend(rule: RateLimitRule, points: number, key: string): Promise<void> {
    try {
      await this.counterFor(rule).consume(key, points);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw limited(rule, rejection.msBeforeNext);
    }
  }

  /**
   * Counts one hit for `key` without ever refusing, and says where the window stands, for
   * callers that decide from several counts together (the lookup guard).
   */
  async count(rule: RateLimitRule, key: string): Promise<WindowCount> {
    const res = await this.counterFor(rule).penalty(key);
    return { count: res.consumedPoints, msBeforeNext: res.msBeforeNext };
  }

  /**
   * Gives back one hit counted for `key` (by `hit` or `count`). Counting first and giving back
   * after is what lets a limit count only failures: a hit taken up front cannot be outrun by
   * many requests at once, as a check before the work and a count after it could.
   */
  async refund(rule: RateLimitRule, key: string): Promise<void> {
    await this.counterFor(rule).reward(key);
  }

  private counterFor(rule: RateLimitRule): RateLimiterAbstract {
    let counter = this.counters.get(rule.name);
    if (!counter) {
      counter = this.store({
        keyPrefix: `clinic:rate:${rule.name}`,
        points: this.limitOf(rule),
        duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
      });
      this.counters.set(rule.name, counter);
    }
    return counter;
  }
}
