import { mkdirSync } from 'node:fs';
import { PGlite, type Extension } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { DataSource, type DataSourceOptions, type MixedList } from 'typeorm';
import type { Logger } from './logger';
import { SnakeNamingStrategy } from './naming-strategy';
import { SqlQueryCountingLogger } from './sql-query-count';

// The contrib entry points ship CommonJS builds, but their type declarations resolve as ESM-only
// under module node16, so they are required with their documented shape.
/* eslint-disable @typescript-eslint/no-require-imports */
const { btree_gist } = require('@electric-sql/pglite/contrib/btree_gist') as {
  btree_gist: Extension;
};
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };
/* eslint-enable @typescript-eslint/no-require-imports */

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; unset = embedded PGlite persisted in `dataDir`. */
  url?: string;
  /** Directory of the embedded database; `memory://` keeps it in memory. */
  dataDir: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  logger?: Logger;
  /** Connections of the pool when a URL is given (default 10). */
  poolSize?: number;
}

export interface Database {
  dataSource: DataSource;
  /** The URL the driver connects to (the embedded server's when there is no DATABASE_URL). */
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

export interface EmbeddedPostgres {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts PGlite with the extensions the migrations need and serves it over the PostgreSQL wire
 * protocol on 127.0.0.1 (a free port), so the app and the tests use one driver for both cases.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  maxConnections = 1,
): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { extensions: { btree_gist, pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  const [host, port] = server.getServerConn().split(':');
  let closed = false;
  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    async close() {
      if (closed) return;
      closed = true;
      await server.stop();
      // Closing PGlite flushes it to disk, so an interrupted run never leaves `.data` half-written.
      await db.close();
    },
  };
}

export function dataSourceOptions(
  url: string,
  options: Pick<OpenDatabaseOptions, 'entities' | 'migrations'>,
  poolSize: number,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: options.entities,
    migrations: options.migrations,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    logging: false,
    // Counts each request's statements for X-SQL-Queries; logs what the default logger would.
    logger: new SqlQueryCountingLogger(false),
    extra: { max: poolSize, connectionTimeoutMillis: 10_000 },
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  // Three connections: the app's one pooled connection, and one each for `npm run staff` and
  // `npm run worker` while the site runs (pglite-socket keeps each connection's transaction to
  // itself).
  const embedded = options.url ? undefined : await startEmbeddedPostgres(options.dataDir, 3);
  const url = options.url ?? embedded!.url;
  // PGlite answers one connection at a time: one pooled connection keeps transactions apart.
  const dataSource = new DataSource(
    dataSourceOptions(url, options, embedded ? 1 : (options.poolSize ?? 10)),
  );
  try {
    await dataSource.initialize();
  } catch (error) {
    await embedded?.close();
    throw error;
  }
  options.logger?.info(
    { database: embedded ? `embedded PGlite in ${options.dataDir}` : redactUrl(url) },
    'database connected',
  );
  let closed = false;
  return {
    dataSource,
    url,
    embedded: Boolean(embedded),
    async close() {
      if (closed) return;
      closed = true;
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.close();
    },
  };
}

/** Applies pending migrations; returns the names of those applied. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((migration) => migration.name);
}

export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
