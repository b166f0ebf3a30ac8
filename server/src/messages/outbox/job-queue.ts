import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { driverError } from '../../common/errors';
import type { MessagesConfig } from '../messages-config';

/** The one queue every outbox message's job goes on. */
export const MESSAGE_QUEUE = 'outbox-message';

/**
 * Where pg-boss moves a message's job that failed for good without the worker saying why: its
 * worker died (or lost the database) on the last try. The worker marks those messages FAILED.
 */
export const DEAD_MESSAGE_QUEUE = 'outbox-message-dead';

/** The schema pg-boss keeps its tables in (it makes and migrates it at start). */
export const JOB_SCHEMA = 'pgboss';

/** What a message's job carries: its id only; the words stay in the outbox row. */
export interface MessageJob {
  messageId: string;
}

/** Puts a message's job on the queue, in the caller's transaction. */
export interface JobQueue {
  /** Each message's job (its id the message's), due at `startAfter`, in one statement. */
  schedule(manager: EntityManager, jobs: { messageId: string; startAfter: Date }[]): Promise<void>;
  /**
   * A fresh job (a new job id; the message id stays the provider's key) for a message whose
   * first job is spent: moved past quiet hours by the worker, or retried by staff after FAILED.
   */
  requeue(manager: EntityManager, messageId: string, startAfter: Date): Promise<void>;
}

/** pg-boss speaking through TypeORM: the caller's transaction, or a pooled connection. */
export function executorOf(source: EntityManager | DataSource) {
  const manager = source instanceof DataSource ? source.manager : source;
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const own = manager.queryRunner;
      const runner = own ?? manager.connection.createQueryRunner();
      try {
        const result = await runner.query(text, values, true);
        return { rows: result.records as unknown[] };
      } catch (error) {
        // pg-boss's schema changes are one text with its own BEGIN and COMMIT: one that failed
        // halfway leaves its transaction open, and the pooled connection must not keep it.
        if (!own) await runner.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        if (!own) await runner.release();
      }
    },
  };
}

/**
 * pg-boss (10) over the app's own connections (so the embedded database's single connection is
 * shared, not outgrown), its schema made or migrated at start, and the message queue created
 * with the configured retries. Jobs are inserted through the caller's transaction: a change that
 * rolls back leaves no job, and a job's id is its message's, so a message is queued once.
 */
export async function startJobQueue(
  dataSource: DataSource,
  settings: Pick<MessagesConfig, 'retry' | 'sendTimeoutSeconds'>,
  options: {
    /**
     * Runs pg-boss's maintenance: expiring jobs whose worker died mid-send (so they are retried),
     * archiving and deleting old ones. Whoever runs a worker supervises; pg-boss lets one
     * instance at a time do it.
     */
    supervise: boolean;
    /** How often maintenance runs (pg-boss's default, 120 s, when unset). */
    maintenanceIntervalSeconds?: number;
  },
): Promise<{ boss: PgBoss; queue: JobQueue }> {
  // Instances starting together on a fresh database can both make pg-boss's schema: the one
  // that waited on pg-boss's lock may still miss the other's schema (PostgreSQL's IF NOT EXISTS
  // reads a catalog cache the lock does not refresh) and fail on its unique name. The schema is
  // there by then: a fresh start finds it made.
  const boss = await retryOn(UNIQUE_VIOLATION, async () => {
    const fresh = new PgBoss({
      db: executorOf(dataSource),
      schema: JOB_SCHEMA,
      supervise: options.supervise,
      ...(options.maintenanceIntervalSeconds
        ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
        : {}),
      schedule: false,
      migrate: true,
    });
    // A failed start leaves nothing running, but pg-boss remembers it began: a new one starts.
    await fresh.start();
    return fresh;
  });
  const queueOptions = {
    name: MESSAGE_QUEUE,
    policy: 'standard' as const,
    retryLimit: settings.retry.limit,
    retryDelay: settings.retry.delaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.sendTimeoutSeconds,
    deadLetter: DEAD_MESSAGE_QUEUE,
  };
  // Instances starting together (docker compose's replicas) can deadlock making the queues'
  // tables; each step is idempotent, so the one PostgreSQL picked as the victim tries again.
  await retryOn(DEADLOCK, async () => {
    await boss.createQueue(DEAD_MESSAGE_QUEUE, { name: DEAD_MESSAGE_QUEUE, policy: 'standard' });
    // Made once (a no-op after), then given this start's retry settings.
    await boss.createQueue(MESSAGE_QUEUE, queueOptions);
    await boss.updateQueue(MESSAGE_QUEUE, queueOptions);
  });
  return {
    boss,
    queue: {
      async schedule(manager, jobs) {
        if (jobs.length === 0) return;
        await boss.insert(
          jobs.map(({ messageId, startAfter }) => ({
            id: messageId,
            name: MESSAGE_QUEUE,
            data: { messageId } satisfies MessageJob,
            startAfter,
          })),
          { db: executorOf(manager) },
        );
      },
      async requeue(manager, messageId, startAfter) {
        const job: MessageJob = { messageId };
        await boss.send(MESSAGE_QUEUE, job, {
          id: randomUUID(),
          startAfter,
          db: executorOf(manager),
        });
      },
    },
  };
}

const DEADLOCK = '40P01';
const UNIQUE_VIOLATION = '23505';

/** `work`, again after a short random wait when PostgreSQL ends it with error `code`. */
async function retryOn<T>(code: string, work: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= tries || driverError(error).code !== code) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
