import PgBoss from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import type { MessagesConfig } from '../messages-config';

/** The one queue every outbox message's job goes on. */
export const MESSAGE_QUEUE = 'outbox-message';

/** The schema pg-boss keeps its tables in (it makes and migrates it at start). */
export const JOB_SCHEMA = 'pgboss';

/** What a message's job carries: its id only; the words stay in the outbox row. */
export interface MessageJob {
  messageId: string;
}

/** Puts a message's job on the queue, in the caller's transaction. */
export interface JobQueue {
  schedule(manager: EntityManager, messageId: string, startAfter: Date): Promise<void>;
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
  retry: MessagesConfig['retry'],
  options: { supervise: boolean },
): Promise<{ boss: PgBoss; queue: JobQueue }> {
  const boss = new PgBoss({
    db: executorOf(dataSource),
    schema: JOB_SCHEMA,
    supervise: options.supervise,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  const queueOptions = {
    name: MESSAGE_QUEUE,
    policy: 'standard' as const,
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
  };
  // Made once (a no-op after), then given this start's retry settings.
  await boss.createQueue(MESSAGE_QUEUE, queueOptions);
  await boss.updateQueue(MESSAGE_QUEUE, queueOptions);
  return {
    boss,
    queue: {
      async schedule(manager, messageId, startAfter) {
        const job: MessageJob = { messageId };
        await boss.send(MESSAGE_QUEUE, job, { id: messageId, startAfter, db: executorOf(manager) });
      },
    },
  };
}
