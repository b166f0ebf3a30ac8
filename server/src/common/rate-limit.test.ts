import { DomainError } from './errors';
import { MemoryRateLimitStore, RateLimiter, type RateLimitRule } from './rate-limit';

const rule: RateLimitRule = {
  name: 'lookup',
  limit: 3,
  windowMs: 60_000,
  message: 'Too many lookups. Please wait a minute and try again.',
};

describe('RateLimiter', () => {
  let now = 1_000_000;
  const clock = () => now;
  const limiter = () => new RateLimiter(new MemoryRateLimitStore(clock), clock);

  it('allows the limit, then refuses with the wait in seconds', async () => {
    const rateLimiter = limiter();
    for (let i = 0; i < 3; i += 1) await rateLimiter.hit(rule, '10.0.0.1');
    now += 15_000;
    const refused = await rateLimiter.hit(rule, '10.0.0.1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message: rule.message,
      details: { retryAfterSeconds: 45 },
    });
  });

  it('counts each key apart and opens again in the next window', async () => {
    const rateLimiter = limiter();
    for (let i = 0; i < 3; i += 1) await rateLimiter.hit(rule, 'a');
    await expect(rateLimiter.hit(rule, 'b')).resolves.toBeUndefined();
    await expect(rateLimiter.hit(rule, 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    now += 60_000;
    await expect(rateLimiter.hit(rule, 'a')).resolves.toBeUndefined();
  });

  it('refuses when any of several keys is over its limit', async () => {
    const rateLimiter = limiter();
    for (let i = 0; i < 3; i += 1) await rateLimiter.hit(rule, `address-${i}`, 'phone-9876543210');
    await expect(rateLimiter.hit(rule, 'address-9', 'phone-9876543210')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
  });

  it('multiplies every allowance by its scale, never below one hit', async () => {
    const generous = new RateLimiter(new MemoryRateLimitStore(clock), clock, 1000);
    for (let i = 0; i < 3000; i += 1) await generous.hit(rule, 'loopback');
    await expect(generous.hit(rule, 'loopback')).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    const strict = new RateLimiter(new MemoryRateLimitStore(clock), clock, 0.01);
    expect(strict.limitOf(rule)).toBe(1);
    await strict.hit(rule, 'a');
    await expect(strict.hit(rule, 'a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
