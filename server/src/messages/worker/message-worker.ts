import type PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import { systemClock, type Clock } from '../../common/clock';
import type { Logger } from '../../common/logger';
import type { Channel } from '../channels/channel';
import type { MessagesConfig } from '../messages-config';
import {
  DEAD_MESSAGE_QUEUE,
  MESSAGE_QUEUE,
  startJobQueue,
  type MessageJob,
} from '../outbox/job-queue';
import { MessageSender } from './message-sender';
import { markAbandoned } from './outbox-claims';

export interface MessageWorkerOptions {
  dataSource: DataSource;
  messages: MessagesConfig;
  channels: readonly Channel[];
  logger: Logger;
  clock?: Clock;
  /** Messages fetched at once (default 20). */
  batchSize?: number;
  /**
   * Of those, how many are being sent at any moment (default: all of them). The server's own
   * worker sends fewer at once: each send holds a connection of the pool patients' requests use.
   */
  concurrency?: number;
  /** How often an idle worker looks for due messages (default 1 s; pg-boss allows 0.5). */
  pollingIntervalSeconds?: number;
  /** How often expired tries are taken back from dead workers (default 30 s). */
  maintenanceIntervalSeconds?: number;
}

export interface MessageWorker {
  /**
   * Stops taking messages and waits up to `timeoutMs` for those being sent; any still out are
   * handed back to the queue (retried later, the provider recognising their key).
   */
  stop(timeoutMs?: number): Promise<void>;
}

const DEFAULT_STOP_MS = 5_000;

/** Staff read this on a message whose last try never ended; their retry reuses its key. */
export const ABANDONED =
  'The last try got no answer (the worker stopped while sending); it may not have arrived';

/**
 * Delivers outbox messages from the `outbox-message` queue. Its pg-boss instance is its own and
 * supervises: it expires the jobs of a worker that died mid-send so they are tried again, which
 * the app's instance (started in every app, tests included) leaves to whoever runs a worker.
 * Several workers may run on one database; pg-boss hands each job to one (SKIP LOCKED) and the
 * claim on the outbox row keeps a message from being sent by two.
 */
export async function startMessageWorker({
  dataSource,
  messages,
  channels,
  logger,
  clock = systemClock,
  batchSize = 20,
  concurrency = batchSize,
  pollingIntervalSeconds = 1,
  maintenanceIntervalSeconds = 30,
}: MessageWorkerOptions): Promise<MessageWorker> {
  const { boss, queue } = await startJobQueue(dataSource, messages, {
    supervise: true,
    maintenanceIntervalSeconds,
  });
  // pg-boss reports its own failures (a lost connection) as events; unheard, they would end
  // the process.
  boss.on('error', (error) => logger.error({ err: error }, 'message queue error'));
  const sender = new MessageSender(dataSource, queue, messages.quietHours, channels, clock, logger);

  const sendOne = async (job: PgBoss.JobWithMetadata<MessageJob>) => {
    try {
      const outcome = await sender.send(job.data.messageId, job);
      // The queue retries with backoff; every other outcome ends this job.
      if (outcome.kind === 'retry')
        await boss.fail(MESSAGE_QUEUE, job.id, { reason: outcome.reason });
    } catch (error) {
      // The database failed us, not the provider: the job is tried again, the row still claimed.
      logger.error({ err: error, messageId: job.data.messageId }, 'message not sent');
      await boss.fail(MESSAGE_QUEUE, job.id, { reason: 'worker error' }).catch(() => undefined);
    }
  };
  const workerId = await boss.work<MessageJob>(
    MESSAGE_QUEUE,
    { batchSize, pollingIntervalSeconds, includeMetadata: true },
    async (jobs) => {
      for (let i = 0; i < jobs.length; i += concurrency) {
        await Promise.all(jobs.slice(i, i + concurrency).map(sendOne));
      }
      // A full batch means more are waiting: fetch again at once instead of after the interval.
      if (jobs.length === batchSize) boss.notifyWorker(workerId);
    },
  );
  // Jobs that failed for good with no word from a worker: their messages would wait forever.
  await boss.work<MessageJob>(
    DEAD_MESSAGE_QUEUE,
    { batchSize, pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 5) },
    async (jobs) => {
      for (const job of jobs) {
        await markAbandoned(dataSource.manager, job.data.messageId, ABANDONED, clock.now());
        logger.warn({ messageId: job.data.messageId }, 'message failed: no answer on its last try');
      }
    },
  );
  let stopped: Promise<void> | undefined;
  return {
    stop(timeoutMs = DEFAULT_STOP_MS) {
      stopped ??= (async () => {
        await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
        await Promise.all(channels.map((channel) => channel.close?.()));
      })();
      return stopped;
    },
  };
}
