import { DomainError } from './errors';

/** How many hits one key may make in a window, e.g. 10 order lookups a minute per address. */
export interface RateLimitRule {
  /** Names the limit in keys and logs, e.g. 'order-lookup'. */
  name: string;
  limit: number;
  windowMs: number;
  /** Shown to the patient when the limit is hit. */
  message: string;
}

/** Where hits are counted; memory by default, a shared store (Redis) when instances multiply. */
export interface RateLimitStore {
  /** Adds one hit to `key`'s current window; returns the hits so far and when the window ends. */
  increment(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number) {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { hits: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { ...window };
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Fixed-window limits shared by GraphQL and REST: both doors call `hit` with the same rule and
 * key, so a client cannot double its allowance by switching API.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
    private readonly now: () => number = Date.now,
    /**
     * Multiplies every rule's allowance (RATE_LIMIT_SCALE): benchmarks and soak runs book
     * thousands of times from one loopback address; a rule never allows fewer than one hit.
     */
    private readonly scale = 1,
  ) {}

  /** The allowance of `rule` after scaling. */
  limitOf(rule: RateLimitRule): number {
    return Math.max(1, Math.floor(rule.limit * this.scale));
  }

  /** Counts one hit for each key; throws RATE_LIMITED (with retryAfterSeconds) past the limit. */
  async hit(rule: RateLimitRule, ...keys: string[]): Promise<void> {
    const limit = this.limitOf(rule);
    for (const key of keys) {
      const { hits, resetAt } = await this.store.increment(`${rule.name}:${key}`, rule.windowMs);
      if (hits > limit) {
        const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - this.now()) / 1000));
        throw new DomainError('RATE_LIMITED', rule.message, undefined, { retryAfterSeconds });
      }
    }
  }
}
