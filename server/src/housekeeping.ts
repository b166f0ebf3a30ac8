import type { Clock } from './common/clock';
import type { Logger } from './common/logger';

/** What housekeeping runs: today, the release of orders nobody confirmed in time. */
export interface HousekeepingWork {
  releaseUnconfirmed(now: Date): Promise<number>;
}

export interface Housekeeping {
  /** One run now (also what each tick does); resolves when it is over. */
  runOnce(): Promise<void>;
  /** No more runs; resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * Runs the server's own chores at start and then every `intervalMs`. Runs never overlap in one
 * process, and the work itself is safe when several instances run it at once (row locks). The
 * timer never keeps the process alive; a failed run is logged and the next one tries again.
 */
export function startHousekeeping({
  orders,
  clock,
  logger,
  intervalMs,
}: {
  orders: HousekeepingWork;
  clock: Clock;
  logger: Logger;
  intervalMs: number;
}): Housekeeping {
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = async () => {
    try {
      const released = await orders.releaseUnconfirmed(clock.now());
      if (released > 0) logger.info({ released }, 'released orders nobody confirmed in time');
    } catch (error) {
      logger.error({ err: error }, 'housekeeping failed');
    }
  };
  const runOnce = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  void runOnce();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
