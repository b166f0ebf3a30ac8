import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { fileMovedClock, systemClock } from './common/clock';
import { ConfigError, loadConfig } from './common/config';
import { dataSourceOptions, openDatabase, redactUrl, runMigrations } from './common/database';
import { createLogger } from './common/logger';
import { entities } from './entities';
import { loadMessagesConfig } from './messages/messages-config';
import { startMessageWorker, type MessageWorker } from './messages/worker/message-worker';
import { workerChannels } from './messages/worker/worker-channels';
import { migrations } from './migrations';
import { runningEmbeddedDatabase } from './staff/cli/running-server';

// `npm run worker`: the message worker in a process of its own, for a site started with
// MESSAGE_WORKER=off, or as more workers beside it. Stops within 10 s of SIGTERM or Ctrl-C.

/** Messages being sent when the stop came get this long; the rest is for the database. */
const WORKER_STOP_MS = 8_000;
const EXIT_TIMEOUT_MS = 9_500;
/** How often a worker on the site's embedded database checks the site is still there. */
const SITE_CHECK_MS = 2_000;

export const SITE_NOT_RUNNING = `The site is not running, and without DATABASE_URL its messages are in the embedded database, which only the running site may open.
Start the site (npm start): it delivers messages itself unless MESSAGE_WORKER=off, and npm run worker then connects through it.`;

interface WorkerDatabase {
  dataSource: DataSource;
  /** Only the site's own embedded database: the worker goes when the site does. */
  siteGone?: () => boolean;
  close(): Promise<void>;
}

/**
 * DATABASE_URL, migrated as the site would at its start; or, without it, the running site's
 * embedded database through its socket, as `npm run staff` reaches it (PGlite's files belong to
 * the site's process, already migrated by it). Undefined when there is neither.
 */
async function open(
  config: ReturnType<typeof loadConfig>,
  logger: ReturnType<typeof createLogger>,
): Promise<WorkerDatabase | undefined> {
  if (config.databaseUrl) {
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      entities,
      migrations,
      logger,
    });
    const applied = await runMigrations(database.dataSource);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    return database;
  }
  const url = runningEmbeddedDatabase(config.dataDir);
  if (!url) return undefined;
  const dataSource = new DataSource(dataSourceOptions(url, { entities, migrations }, 1));
  await dataSource.initialize();
  logger.info(
    { database: `the running site's embedded PGlite (${config.dataDir})` },
    'database connected',
  );
  return {
    dataSource,
    siteGone: () => runningEmbeddedDatabase(config.dataDir) !== url,
    close: () => dataSource.destroy(),
  };
}

async function main(): Promise<void> {
  let config;
  let messages;
  try {
    config = loadConfig();
    messages = loadMessagesConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = await open(config, logger).catch((error: unknown) => {
    logger.fatal(
      { err: error, database: config.databaseUrl ? redactUrl(config.databaseUrl) : 'embedded' },
      'could not open the database',
    );
    process.exit(1);
  });
  if (!database) {
    console.error(SITE_NOT_RUNNING);
    process.exit(1);
  }

  let worker: MessageWorker | undefined;
  let stopping = false;
  let siteCheck: NodeJS.Timeout | undefined;
  const stop = async (why: string, code: number) => {
    if (stopping) return;
    stopping = true;
    clearInterval(siteCheck);
    logger.info({ why }, 'message worker stopping');
    setTimeout(() => {
      logger.error('the message worker did not stop within 10 s; exiting');
      process.exit(1);
    }, EXIT_TIMEOUT_MS).unref();
    try {
      await worker?.stop(WORKER_STOP_MS);
      await database.close();
      logger.info('message worker stopped');
      process.exit(code);
    } catch (error) {
      logger.error({ err: error }, 'message worker did not stop cleanly');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT', 0));
  process.once('SIGTERM', () => void stop('SIGTERM', 0));

  try {
    worker = await startMessageWorker({
      dataSource: database.dataSource,
      messages,
      channels: workerChannels(messages, logger),
      logger,
      clock: config.clockFile ? fileMovedClock(config.clockFile) : systemClock,
    });
    logger.info({ channels: messages.channels }, 'message worker started');
  } catch (error) {
    logger.fatal({ err: error }, 'could not start the message worker');
    await database.close().catch(() => undefined);
    process.exit(1);
  }
  if (database.siteGone) {
    siteCheck = setInterval(() => {
      if (database.siteGone!()) void stop('the site stopped, and its embedded database with it', 0);
    }, SITE_CHECK_MS);
  }
}

void main();
