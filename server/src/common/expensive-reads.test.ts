import { ExpensiveReads, operationReads } from './expensive-reads';
import { GRAPHQL_LIMITS } from './graphql-limits';
import { RateLimiter } from './rate-limit';
import type { RequestContext } from './request-context';

const client = (clientKey: string) => ({ clientKey }) as RequestContext;

// The library reads the system clock; Jest's fake timers move it.
beforeEach(() => {
  jest.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('ExpensiveReads', () => {
  it('spreads a minute of reads: a third in any ten seconds, the whole minute at most', async () => {
    const reads = new ExpensiveReads(new RateLimiter(), 120, 0);
    const a = client('10.0.0.1');
    for (let i = 0; i < 40; i += 1) await reads.charge(a);
    await expect(reads.charge(a)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 10 },
    });
    // Another client is not touched.
    await expect(reads.charge(client('10.0.0.2'), 40)).resolves.toBeUndefined();

    jest.advanceTimersByTime(10_000);
    await reads.charge(a, 39);
    jest.advanceTimersByTime(10_000);
    await reads.charge(a, 39);
    jest.advanceTimersByTime(10_000);
    // 40 + 1 refused + 39 + 39 = 119 of the minute's 120: one more, then wait for the minute.
    await reads.charge(a);
    await expect(reads.charge(a)).rejects.toMatchObject({
      details: { retryAfterSeconds: 30 },
    });
    jest.advanceTimersByTime(30_000);
    await expect(reads.charge(a)).resolves.toBeUndefined();
  });

  it('answers a refusal only after a pause, so refusals cannot be asked for in a flood', async () => {
    const reads = new ExpensiveReads(new RateLimiter(), 3);
    await reads.charge(client('a'));
    let settled = false;
    const refused = reads.charge(client('a')).catch((error: unknown) => {
      settled = true;
      return error;
    });
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await refused).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('is not multiplied by RATE_LIMIT_SCALE', async () => {
    const reads = new ExpensiveReads(new RateLimiter(undefined, undefined, 1000), 3, 0);
    await reads.charge(client('a'));
    await expect(reads.charge(client('a'))).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('answers GraphQL with 429, Retry-After and the wait', async () => {
    const reads = new ExpensiveReads(new RateLimiter(), 3, 0);
    (await reads.beginOperation(client('a'), 1))();
    const refused = await reads.beginOperation(client('a'), 1).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 10, http: { status: 429 } },
    });
  });
});

describe("a client's expensive reads", () => {
  it('take turns, in order, while another client goes ahead', async () => {
    jest.useRealTimers();
    const reads = new ExpensiveReads(new RateLimiter(), 100);
    const done: string[] = [];
    const first = await reads.begin(client('a'));
    const second = reads.run(client('a'), async () => done.push('a2'));
    const third = reads.run(client('a'), async () => done.push('a3'));
    await reads.run(client('b'), async () => done.push('b1'));
    expect(done).toEqual(['b1']);
    first();
    first(); // ending a turn twice lets no one jump the queue
    await Promise.all([second, third]);
    expect(done).toEqual(['b1', 'a2', 'a3']);
    await expect(reads.run(client('a'), async () => 'free again')).resolves.toBe('free again');
  });

  it('refuses a read when four already wait for their turn', async () => {
    jest.useRealTimers();
    const reads = new ExpensiveReads(new RateLimiter(), 100, 0);
    const first = await reads.begin(client('a'));
    const waiting = Array.from({ length: 4 }, () => reads.run(client('a'), async () => 'done'));
    await expect(reads.begin(client('a'))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: 1 },
    });
    first();
    await expect(Promise.all(waiting)).resolves.toEqual(['done', 'done', 'done', 'done']);
  });

  it('lets reads that cost nothing go ahead at once', async () => {
    jest.useRealTimers();
    const reads = new ExpensiveReads(new RateLimiter(), 100);
    await reads.begin(client('a'));
    const end = await reads.begin(client('a'), 0);
    end();
  });
});

describe('operationReads', () => {
  const { searchCost } = GRAPHQL_LIMITS;

  it('counts each search once, whatever it returns', () => {
    expect(
      operationReads({ dataCost: 2 * searchCost + 400, introspection: 0, searches: 2 }, 0),
    ).toBe(2);
  });

  it('counts one read per 2,500 values of anything else, introspection included', () => {
    expect(operationReads({ dataCost: 2_499, introspection: 0, searches: 0 }, 0)).toBe(0);
    expect(operationReads({ dataCost: 8_650, introspection: 0, searches: 0 }, 0)).toBe(3);
    expect(operationReads({ dataCost: 0, introspection: 9_800, searches: 0 }, 9_800)).toBe(3);
    expect(operationReads({ dataCost: 0, introspection: 9_800, searches: 0 }, 0)).toBe(0);
  });
});
