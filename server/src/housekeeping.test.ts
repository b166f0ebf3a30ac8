import { createLogger } from './common/logger';
import { startHousekeeping } from './housekeeping';

/** Work whose runs the test finishes by hand. */
function heldWork() {
  const calls: Date[] = [];
  const finishers: ((released: number) => void)[] = [];
  return {
    calls,
    finish: (released = 0) => finishers.shift()?.(released),
    releaseUnconfirmed(now: Date) {
      calls.push(now);
      return new Promise<number>((resolve) => finishers.push(resolve));
    },
  };
}

const clock = { now: () => new Date('2026-11-24T10:00:00+05:30') };
const logger = createLogger('silent');

describe('housekeeping', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('runs at start with the clock, then on every tick, never two runs at once', async () => {
    jest.useFakeTimers();
    const work = heldWork();
    const housekeeping = startHousekeeping({ orders: work, clock, logger, intervalMs: 60_000 });
    expect(work.calls).toEqual([clock.now()]);

    // A tick (or a call) while the first run is still going joins it rather than start another.
    jest.advanceTimersByTime(60_000);
    const joined = housekeeping.runOnce();
    expect(work.calls).toHaveLength(1);
    work.finish(2);
    await joined;

    jest.advanceTimersByTime(60_000);
    expect(work.calls).toHaveLength(2);
    work.finish();
    await housekeeping.stop();
  });

  it('stops after the run in progress, and runs no more', async () => {
    jest.useFakeTimers();
    const work = heldWork();
    const housekeeping = startHousekeeping({ orders: work, clock, logger, intervalMs: 1000 });
    let stopped = false;
    const stopping = housekeeping.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    work.finish();
    await stopping;
    jest.advanceTimersByTime(10_000);
    await housekeeping.runOnce();
    expect(work.calls).toHaveLength(1);
  });

  it('logs a failed run and tries again next time', async () => {
    const errors: unknown[] = [];
    const failing = {
      calls: 0,
      async releaseUnconfirmed() {
        failing.calls += 1;
        if (failing.calls === 1) throw new Error('database gone');
        return 0;
      },
    };
    const watched = { ...logger, error: (...args: unknown[]) => errors.push(args) } as never;
    const housekeeping = startHousekeeping({
      orders: failing,
      clock,
      logger: watched,
      intervalMs: 60_000,
    });
    await housekeeping.runOnce();
    expect(errors).toHaveLength(1);
    await housekeeping.runOnce();
    expect(failing.calls).toBe(2);
    await housekeeping.stop();
  });

  it("forgets staff sign-in tries older than a day, after releasing the day's orders", async () => {
    const forgotten: Date[] = [];
    const housekeeping = startHousekeeping({
      orders: { releaseUnconfirmed: async () => 0 },
      signInTries: { forgetBefore: async (before) => void forgotten.push(before) },
      clock,
      logger,
      intervalMs: 60_000,
    });
    await housekeeping.runOnce();
    expect(forgotten).toEqual([new Date('2026-11-23T10:00:00+05:30')]);
    await housekeeping.stop();
  });
});
