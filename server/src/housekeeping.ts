import type { Clock } from './common/clock';
import type { Logger } from './common/logger';

/** What housekeeping runs: the release of orders nobody confirmed in time. */
export interface HousekeepingWork {
  releaseUnconfirmed(now: Date): Promise<number>;
}

/** Staff sign-in tries are kept a day (throttling looks back 15 minutes), then forgotten. */
export interface SignInTries {
  forgetBefore(before: Date): Promise<void>;
}

/** Prescription uploads no order attached before they expired are deleted. */
export interface ExpiredUploads {
  purgeExpired(now: Date): Promise<number>;
}

/** Symptoms and contact messages past their retention are erased (privacy/retention.service). */
export interface Retention {
  eraseExpired(now: Date): Promise<{ symptoms: number; contactMessages: number }>;
}

const SIGN_IN_TRIES_KEPT_MS = 24 * 60 * 60_000;

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
  signInTries,
  uploads,
  retention,
  clock,
  logger,
  intervalMs,
}: {
  orders: HousekeepingWork;
  signInTries?: SignInTries;
  uploads?: ExpiredUploads;
  retention?: Retention;
  clock: Clock;
  logger: Logger;
  intervalMs: number;
}): Housekeeping {
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = async () => {
    try {
      const now = clock.now();
      const released = await orders.releaseUnconfirmed(now);
      if (released > 0) logger.info({ released }, 'released orders nobody confirmed in time');
      await signInTries?.forgetBefore(new Date(now.getTime() - SIGN_IN_TRIES_KEPT_MS));
      await uploads?.purgeExpired(now);
      const erased = await retention?.eraseExpired(now);
      if (erased && erased.symptoms + erased.contactMessages > 0) {
        logger.info(erased, 'erased symptoms and contact messages past their retention');
      }
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
