import { Client } from 'pg';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { Logger } from './logger';

/**
 * What a staff change altered that pages show. Caches may clear all they hold whatever the
 * topic; the topic says what changed for a cache that keeps one kind only.
 */
export type ContentTopic =
  | 'clinic'
  | 'doctors'
  | 'shop'
  | 'blog'
  | 'testimonials'
  /** Many kinds at once (e.g. the demo data removed). */
  | 'content';

/** The PostgreSQL channel every instance listens on. */
export const CONTENT_CHANNEL = 'clinic_content_changed';
const TOPICS = new Set<string>(['clinic', 'doctors', 'shop', 'blog', 'testimonials', 'content']);
const PENDING = 'contentChanges';
const RECONNECT_MS = 2_000;

/**
 * Tells every instance that content pages show has changed, so each clears its caches (the
 * server-rendered page cache and anything else kept in memory). Call it inside the writing
 * transaction, with that transaction's manager:
 *
 *     await dataSource.transaction(async (manager) => {
 *       await manager.update(ClinicProfile, 1, changes);
 *       await recordStaffAudit(manager, ctx, { ... });
 *       await announceContentChange(manager, 'clinic');
 *     });
 *
 * It sends `pg_notify`, which PostgreSQL delivers only when the transaction commits (never on
 * rollback) to every instance listening (ContentChanges.listen); the instance that wrote also
 * clears its own caches right after the commit, which is all there is on the embedded database.
 */
export async function announceContentChange(
  manager: EntityManager,
  topic: ContentTopic,
): Promise<void> {
  await manager.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, topic]);
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    // Not in a transaction: already committed.
    changesOf(manager.connection)?.emit(topic);
    return;
  }
  const data = runner.data as Record<string, unknown>;
  const pending = (data[PENDING] as Set<ContentTopic> | undefined) ?? new Set<ContentTopic>();
  pending.add(topic);
  data[PENDING] = pending;
}

const registry = new WeakMap<DataSource, ContentChanges>();
const changesOf = (dataSource: DataSource) => registry.get(dataSource);

/**
 * One instance's end of the announcements: runs its listeners (cache clears) after a local
 * commit that announced a change, and, given a PostgreSQL URL, on every other instance's too
 * through LISTEN on a connection of its own (reconnecting when it drops).
 */
export class ContentChanges {
  private readonly listeners = new Set<(topic: ContentTopic) => void>();
  private client: Client | undefined;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    dataSource: DataSource,
    private readonly logger?: Logger,
  ) {
    registry.set(dataSource, this);
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: ({ queryRunner }) => this.flush(queryRunner, true),
      afterTransactionRollback: ({ queryRunner }) => this.flush(queryRunner, false),
    };
    dataSource.subscribers.push(subscriber);
  }

  /** Calls `listener` after every change, here or on another instance; returns its removal. */
  onChange(listener: (topic: ContentTopic) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(topic: ContentTopic): void {
    for (const listener of this.listeners) {
      try {
        listener(topic);
      } catch (error) {
        this.logger?.error({ err: error }, 'a content-change listener failed');
      }
    }
  }

  /** LISTENs on `url` (a PostgreSQL of several instances), until stop(). */
  async listen(url: string): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL && TOPICS.has(message.payload ?? '')) {
        this.emit(message.payload as ContentTopic);
      }
    });
    client.on('error', (error) => {
      this.logger?.warn({ err: error }, 'content-change listener lost its connection');
      void client.end().catch(() => undefined);
      if (this.client === client) this.reconnect(url);
    });
    await client.connect();
    await client.query(`LISTEN ${CONTENT_CHANNEL}`);
    this.client = client;
  }

  private reconnect(url: string): void {
    this.client = undefined;
    if (this.stopped) return;
    this.retry = setTimeout(() => {
      this.listen(url)
        // Changes missed while away: clear anyway, the next reads fill the caches afresh.
        .then(() => this.emit('content'))
        .catch(() => this.reconnect(url));
    }, RECONNECT_MS);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private flush(queryRunner: QueryRunner, committed: boolean): void {
    const data = queryRunner.data as Record<string, unknown>;
    const pending = data[PENDING] as Set<ContentTopic> | undefined;
    if (!pending) return;
    delete data[PENDING];
    if (committed) for (const topic of pending) this.emit(topic);
  }
}
