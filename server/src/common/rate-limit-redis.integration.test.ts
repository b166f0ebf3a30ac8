import { spawnSync } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { startTestApp, type TestApp } from '../test/test-app';
import { LookupGuard, type LookupGuardRules } from './lookup-guard';
import { RateLimiter, redisRateLimitStore, type RateLimitRule } from './rate-limit';
import type { RequestContext } from './request-context';

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// CI starts Redis and names it; whoever names one wants these run, so there no Redis fails.
const required = process.env.CI === 'true' || process.env.TEST_REDIS_URL !== undefined;

/** Jest registers tests before any await, so whether Redis answers is asked synchronously. */
function redisAnswers(): boolean {
  const { hostname, port } = new URL(url);
  const probe = `require('node:net').connect(${Number(port || 6379)}, ${JSON.stringify(hostname)})
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 5000 }).status === 0;
}

const skipped = !required && !redisAnswers();
const title = 'rate limits shared through Redis';
if (skipped) {
  console.warn(`NOT RUN: ${title}: no Redis at ${url} (start one, or set TEST_REDIS_URL)`);
}
const describeWithRedis = skipped ? describe.skip : describe;

async function connect(): Promise<RedisClientType> {
  const client: RedisClientType = createClient({ url, socket: { reconnectStrategy: false } });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWithRedis(skipped ? `NOT RUN (no Redis at ${url}): ${title}` : title, () => {
  let redisA: RedisClientType;
  let redisB: RedisClientType;

  beforeAll(async () => {
    // Each app instance has a connection of its own, as separate processes would.
    [redisA, redisB] = await Promise.all([connect(), connect()]);
  });

  afterAll(async () => {
    await Promise.all([redisA?.quit(), redisB?.quit()]);
  });

  describe('two app instances', () => {
    let instanceA: TestApp;
    let instanceB: TestApp;
    // A client address of its own each run, so counts left in Redis by an earlier run do not
    // matter; the instances read it from X-Forwarded-For as behind a load balancer.
    const client = `198.51.100.${randomInt(1, 255)}`;
    const other = `203.0.113.${randomInt(1, 255)}`;

    beforeAll(async () => {
      const limiterOn = (redis: RedisClientType) => new RateLimiter(redisRateLimitStore(redis));
      instanceA = await startTestApp({ trustProxy: 1 }, undefined, undefined, {
        rateLimiter: limiterOn(redisA),
      });
      instanceB = await startTestApp({ trustProxy: 1 }, undefined, undefined, {
        rateLimiter: limiterOn(redisB),
      });
    });

    afterAll(async () => {
      await Promise.all([instanceA?.close(), instanceB?.close()]);
    });

    const subscribe = (app: TestApp, from: string) =>
      fetch(`${app.url}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email: `${randomUUID()}@example.in` }),
      });

    it("share each client's allowance", async () => {
      // Newsletter: 5 sign-ups per client address per 15 minutes, wherever they land.
      for (const app of [instanceA, instanceB, instanceA, instanceB, instanceA]) {
        expect((await subscribe(app, client)).status).toBe(200);
      }
      const refused = await subscribe(instanceB, client);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect((await subscribe(instanceA, client)).status).toBe(429);
      expect((await subscribe(instanceB, other)).status).toBe(200);
    });
  });

  it('shares the phone-only lookup budget between instances', async () => {
    // One budget for everyone: a count left by an earlier run would be this run's too.
    await redisA.del('clinic:rate:phone-only-lookup-all:all');
    const [one, two] = await Promise.all(
      [redisA, redisB].map((redis) =>
        startTestApp({ trustProxy: 1, phoneOnlyLookupsPerHour: 4 }, undefined, undefined, {
          rateLimiter: new RateLimiter(redisRateLimitStore(redis)),
        }),
      ),
    );
    try {
      const lookup = (app: TestApp, i: number) =>
        fetch(`${app.url}/api/orders/by-phone?phone=70000000${String(i).padStart(2, '0')}`, {
          headers: { 'x-forwarded-for': `192.0.2.${randomInt(1, 255)}` },
        });
      for (let i = 0; i < 4; i += 1) expect((await lookup(i % 2 ? one : two, i)).status).toBe(200);
      const refused = await lookup(one, 9);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await lookup(two, 10)).status).toBe(429);
    } finally {
      await Promise.all([one.close(), two.close()]);
      await redisA.del('clinic:rate:phone-only-lookup-all:all');
    }
  });

  it('counts wrong guesses for a phone across instances and gives right ones back', async () => {
    const message = 'Too many wrong tries.';
    const name = `test-${randomUUID()}`;
    const rules: LookupGuardRules = {
      perClient: { name: `${name}-client`, limit: 3, windowMs: 60_000, message },
      perPhone: { name: `${name}-phone`, limit: 100, windowMs: 60_000, message },
      perClientGuarded: { name: `${name}-guarded`, limit: 1, windowMs: 60_000, message },
    };
    const [guardA, guardB] = [redisA, redisB].map(
      (redis) => new LookupGuard(new RateLimiter(redisRateLimitStore(redis)), rules),
    );
    const ctx = { clientKey: '198.51.100.9' } as RequestContext;
    const wrong = () => Promise.resolve(null);
    const right = () => Promise.resolve('booking');
    for (let i = 0; i < 5; i += 1)
      await expect(guardA.attempt(ctx, '9876543210', right)).resolves.toBe('booking');
    await guardA.attempt(ctx, '9876543210', wrong);
    await guardB.attempt(ctx, '9876543210', wrong);
    await guardA.attempt(ctx, '9876543210', wrong);
    await expect(guardB.attempt(ctx, '9876543210', right)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message,
    });
    // The store holds a digest of the phone, never the phone.
    const keys = await redisA.keys(`clinic:rate:${name}-*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('9876543210');
  });

  it('opens again once the window is over', async () => {
    const rule: RateLimitRule = {
      name: `test-${randomUUID()}`,
      limit: 1,
      windowMs: 1000,
      message: 'Too many tries. Please wait a moment.',
    };
    const limiter = new RateLimiter(redisRateLimitStore(redisA));
    await limiter.hit(rule, 'client');
    await expect(limiter.hit(rule, 'client')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: rule.message,
      details: { retryAfterSeconds: 1 },
    });
    // Redis ends the window by expiring the counter; wait for that rather than a fixed time.
    const counter = `clinic:rate:${rule.name}:client`;
    await waitUntil(async () => (await redisA.exists(counter)) === 0, 3000);
    await expect(limiter.hit(rule, 'client')).resolves.toBeUndefined();
  });
});
