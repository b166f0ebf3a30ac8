import { DomainError } from './errors';
import { createClient, type RedisClientType } from 'redis';
import { RateLimiter, redisRateLimitStore, type RateLimitRule } from './rate-limit';

const rule: RateLimitRule = {
  name: 'lookup',
  limit: 3,
  windowMs: 60_000,
  message: 'Too many lookups. Please wait a minute and try again.',
};

// The library reads the system clock; Jest's fake timers move it (and its expiry timers).
beforeEach(() => {
  jest.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('RateLimiter', () => {
  it('allows the limit, then refuses with the wait in seconds', async () => {
    const rateLimiter = new RateLimiter();
    for (let i = 0; i < 3; i += 1) await rateLimiter.hit(rule, '10.0.0.1');
    jest.advanceTimersByTime(15_000);
    const refused = await rateLimiter.hit(rule, '10.0.0.1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message: rule.message,
      details: { retryAfterSeconds: 45 },
    });
  });

  it('counts each key apart and opens again in the next window', async () => {
    const rateLimiter = new RateLimiter();
    for (let i = 0; i < 3; i += 1) await rateLimiter.hit(rule, 'a');
    await expect(rateLimiter.hit(rule, 'b')).resolves.toBeUndefined();
    await expect(rateLimiter.hit(rule, 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    jest.advanceTimersByTime(60_000);
    await expect(rateLimiter.hit(rule, 'a')).resolves.toBeUndefined();
  });

  it('keeps the window where the first hit started it', async () => {
    const rateLimiter = new RateLimiter();
    await rateLimiter.hit(rule, 'a');
    jest.advanceTimersByTime(50_000);
    await rateLimiter.hit(rule, 'a');
    await rateLimiter.hit(rule, 'a');
    await expect(rateLimiter.hit(rule, 'a')).rejects.toMatchObject({
      details: { retryAfterSeconds: 10 },
    });
    jest.advanceTimersByTime(10_000);
    await expect(rateLimiter.hit(rule, 'a')).resolves.toBeUndefined();
  });

  it('refuses when any of several keys is over its limit', async () => {
    const rateLimiter = new RateLimiter();
    for (let i = 0; i < 3; i += 1) await rateLimiter.hit(rule, `address-${i}`, 'phone-9876543210');
    await expect(rateLimiter.hit(rule, 'address-9', 'phone-9876543210')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });

  it('counts each rule apart, even for the same key', async () => {
    const rateLimiter = new RateLimiter();
    for (let i = 0; i < 3; i += 1) await rateLimiter.hit(rule, 'a');
    await expect(rateLimiter.hit({ ...rule, name: 'other' }, 'a')).resolves.toBeUndefined();
  });

  it('multiplies every allowance by its scale, never below one hit', async () => {
    const generous = new RateLimiter(undefined, undefined, 1000);
    for (let i = 0; i < 3000; i += 1) await generous.hit(rule, 'loopback');
    await expect(generous.hit(rule, 'loopback')).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    const strict = new RateLimiter(undefined, undefined, 0.01);
    expect(strict.limitOf(rule)).toBe(1);
    await strict.hit(rule, 'a');
    await expect(strict.hit(rule, 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('counts without refusing, says where the window stands, and gives hits back', async () => {
    const rateLimiter = new RateLimiter();
    for (let i = 0; i < 5; i += 1) await rateLimiter.count(rule, 'a');
    jest.advanceTimersByTime(20_000);
    await expect(rateLimiter.count(rule, 'a')).resolves.toEqual({ count: 6, msBeforeNext: 40_000 });
    for (let i = 0; i < 4; i += 1) await rateLimiter.refund(rule, 'a');
    // Two left of six: one more hit is allowed before the limit of three.
    await expect(rateLimiter.hit(rule, 'a')).resolves.toBeUndefined();
    await expect(rateLimiter.hit(rule, 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('keeps an unscaled rule as it is, whatever the scale', async () => {
    const generous = new RateLimiter(undefined, undefined, 1000);
    const budget = { ...rule, name: 'budget', unscaled: true };
    expect(generous.limitOf(budget)).toBe(3);
    for (let i = 0; i < 3; i += 1) await generous.hit(budget, 'a');
    await expect(generous.hit(budget, 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('spends several hits at once', async () => {
    const rateLimiter = new RateLimiter();
    await rateLimiter.spend(rule, 2, 'a');
    await expect(rateLimiter.spend(rule, 2, 'a')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 60 },
    });
    await expect(rateLimiter.spend(rule, 3, 'b')).resolves.toBeUndefined();
  });

  it('keeps limiting, in memory, while Redis cannot be reached', async () => {
    const unreachable: RedisClientType = createClient({ url: 'redis://127.0.0.1:1' });
    const rateLimiter = new RateLimiter(redisRateLimitStore(unreachable));
    for (let i = 0; i < 3; i += 1) await rateLimiter.hit(rule, 'a');
    await expect(rateLimiter.hit(rule, 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
