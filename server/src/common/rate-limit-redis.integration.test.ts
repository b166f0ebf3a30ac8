import { randomUUID } from 'node:crypto';
import { createClient, type RedisClientType } from 'redis';
import { RateLimiter, type RateLimitRule } from './rate-limit';
import { RedisRateLimitStore } from './rate-limit-redis';

// Real Redis: TEST_REDIS_URL, else the local default. CI starts Redis, so there it always runs.
const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function connect(): Promise<RedisClientType | undefined> {
  const client: RedisClientType = createClient({ url, socket: { reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    if (process.env.CI === 'true' || process.env.TEST_REDIS_URL) throw error;
    console.warn(`Redis rate-limit tests NOT run: no Redis at ${url}`);
    return undefined;
  }
}

describe('rate limits shared through Redis', () => {
  let client: RedisClientType | undefined;
  const rule: RateLimitRule = {
    name: `test-${randomUUID()}`,
    limit: 2,
    windowMs: 1500,
    message: 'Too many tries. Please wait a moment.',
  };

  beforeAll(async () => {
    client = await connect();
  });

  afterAll(async () => {
    await client?.quit();
  });

  it('counts hits from two app instances against one allowance, and opens again later', async () => {
    if (!client) return;
    const instanceA = new RateLimiter(new RedisRateLimitStore(client));
    const instanceB = new RateLimiter(new RedisRateLimitStore(client));
    await instanceA.hit(rule, '203.0.113.7');
    await instanceB.hit(rule, '203.0.113.7');
    const refused = await instanceA.hit(rule, '203.0.113.7').catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: rule.message });
    expect(
      (refused as { details: { retryAfterSeconds: number } }).details.retryAfterSeconds,
    ).toBeGreaterThanOrEqual(1);
    await expect(instanceB.hit(rule, '198.51.100.1')).resolves.toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 1600));
    await expect(instanceB.hit(rule, '203.0.113.7')).resolves.toBeUndefined();
  });
});
