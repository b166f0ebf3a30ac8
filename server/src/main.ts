import 'reflect-metadata';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createClient, type RedisClientType } from 'redis';
import { createApp } from './app';
import { fileMovedClock, systemClock } from './common/clock';
import { ConfigError, loadConfig } from './common/config';
import { openDatabase, redactUrl, runMigrations } from './common/database';
import { createHttpServer } from './common/http-server';
import { createLogger } from './common/logger';
import { StartPhases } from './common/start-phases';
import { RateLimiter, redisRateLimitStore } from './common/rate-limit';
import { entities } from './entities';
import { loadMessagesConfig, type MessagesConfig } from './messages/messages-config';
import { startMessageWorker, type MessageWorker } from './messages/worker/message-worker';
import { workerChannels } from './messages/worker/worker-channels';
import { startHousekeeping, type Housekeeping } from './housekeeping';
import { migrations } from './migrations';
import { seedDemoData } from './seed/seed';
import { applyInvoiceSettings } from './shop/invoice/invoice-settings';
import { announceEmbeddedDatabase, withdrawEmbeddedDatabase } from './staff/cli/running-server';

// A stop (SIGTERM from an orchestrator, Ctrl-C) is over within 10 s: in-flight requests get 8 s,
// then their connections are cut; closing Apollo, Redis and the database gets the rest.
const DRAIN_TIMEOUT_MS = 8_000;
const EXIT_TIMEOUT_MS = 9_500;
/** Messages being sent when the stop came get this long (alongside the drain) to finish. */
const WORKER_STOP_MS = 5_000;
const IDLE_SWEEP_MS = 100;
/** Messages the server's own worker sends at once. */
const INLINE_SEND_CONCURRENCY = 3;
/**
 * Set by scripts/start.mjs (`npm start`): a person is reading, so the start says one plain line
 * with the address instead of JSON records. Run directly (production), the records stay.
 */
const HUMAN_START = process.env.CLINIC_HUMAN_START === '1';

async function main(): Promise<void> {
  const start = new StartPhases();
  start.mark('code');
  let config;
  let messages: MessagesConfig;
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

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    entities,
    migrations,
    logger: HUMAN_START ? undefined : logger,
  });
  start.mark('database');
  let server: Server | undefined;
  let stopApp: (() => Promise<void>) | undefined;
  let housekeeping: Housekeeping | undefined;
  let worker: MessageWorker | undefined;
  let redis: RedisClientType | undefined;
  let stopping = false;
  let noStaffYet = false;
  let noProfileYet = false;
  let wasFirstStart = false;
  /** Responses not yet finished, so a stop can tell their clients not to reuse the connection. */
  const unfinished = new Set<ServerResponse>();

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: unfinished.size }, 'shutting down');
    // Stops taking messages at once; those being sent finish while requests drain.
    const workerStopped = worker
      ?.stop(WORKER_STOP_MS)
      .catch((error: unknown) => logger.error({ err: error }, 'message worker did not stop'));
    const drainStop = setTimeout(() => {
      logger.error({ inFlight: unfinished.size }, 'in-flight requests did not finish in time');
      server?.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    drainStop.unref();
    const exitStop = setTimeout(() => {
      logger.error('shutdown did not finish within 10 s; exiting');
      process.exit(1);
    }, EXIT_TIMEOUT_MS);
    exitStop.unref();
    try {
      if (server) {
        // No new connections; answers still to come close theirs, so no client holds a
        // keep-alive connection open by reusing it.
        const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
        for (const res of unfinished) if (!res.headersSent) res.setHeader('Connection', 'close');
        // A connection whose answer went out before the signal turns idle when it finishes.
        const sweep = setInterval(() => server?.closeIdleConnections(), IDLE_SWEEP_MS);
        await closed;
        clearInterval(sweep);
      }
      clearTimeout(drainStop);
      await workerStopped;
      await housekeeping?.stop();
      await stopApp?.();
      await redis?.quit();
      if (database.embedded) withdrawEmbeddedDatabase(config.dataDir);
      await database.close();
      clearTimeout(exitStop);
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  if (!config.unsubscribeSecretSet && config.nodeEnv === 'production' && !database.embedded) {
    logger.warn(
      'UNSUBSCRIBE_SECRET is not set: newsletter unsubscribe links are signed with the published development secret. Set at least 32 random characters (openssl rand -hex 32).',
    );
  }
  try {
    const applied = await runMigrations(database.dataSource);
    start.mark('migrations');
    // Migrations or demo data: the first start on this database, worth saying what took time.
    let firstStart = applied.length > 0;
    if (applied.length > 0 && !HUMAN_START) {
      logger.info({ migrations: applied }, 'migrations applied');
    }
    if (config.seedDemoData && (await seedDemoData(database.dataSource))) {
      firstStart = true;
      if (!HUMAN_START) logger.info('demo data seeded into the empty database');
    }
    start.mark('demo data');
    await applyInvoiceSettings(database.dataSource, config);
    let rateLimiter = new RateLimiter(undefined, undefined, config.rateLimitScale);
    if (config.redisUrl) {
      redis = createClient({ url: config.redisUrl });
      redis.on('error', (error) => logger.error({ err: error }, 'redis error'));
      await redis.connect();
      rateLimiter = new RateLimiter(redisRateLimitStore(redis), undefined, config.rateLimitScale);
    }
    const clock = config.clockFile ? fileMovedClock(config.clockFile) : systemClock;
    if (config.clockFile) logger.warn(`CLOCK_FILE is set: the clock follows ${config.clockFile}`);
    const { app, services, staff, stop } = await createApp({
      config,
      messages,
      dataSource: database.dataSource,
      logger,
      rateLimiter,
      clock,
      // Instances sharing a PostgreSQL hear each other's content changes (page caches clear).
      contentChangesUrl: database.embedded ? undefined : database.url,
    });
    stopApp = stop;
    start.mark('app');
    // MESSAGE_WORKER=off: `npm run worker` delivers the messages, in a process of its own.
    if (messages.worker === 'inline') {
      worker = await startMessageWorker({
        dataSource: database.dataSource,
        messages,
        channels: workerChannels(messages, logger),
        logger,
        clock,
        // Beside the patients' requests on one pool: a few sends at a time, not twenty (the soak's
        // booking and order p99 rose by half with twenty).
        concurrency: INLINE_SEND_CONCURRENCY,
      });
      // `npm start` says one line of its own: the address (see HUMAN_START).
      if (!HUMAN_START) logger.info({ channels: messages.channels }, 'message worker started');
    }
    // Also runs once now: orders left unconfirmed while the server was down are released.
    housekeeping = startHousekeeping({
      orders: services.orders,
      uploads: services.prescriptionUploads,
      retention: services.retention,
      signInTries: staff.throttle,
      clock,
      logger,
      intervalMs: config.housekeepingIntervalMs,
    });
    noStaffYet = (await staff.accounts.count()) === 0;
    // A production start without the demo: the clinic's own profile comes from `staff init`.
    const [profile] = (await database.dataSource.query(
      `SELECT 1 FROM clinic_profile WHERE id = 1`,
    )) as unknown[];
    noProfileYet = !profile;
    start.mark('worker and housekeeping');
    server = createHttpServer(app, config.http, logger);
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(config.port, config.host, () => {
        server!.off('error', reject);
        resolve();
      });
    });
    // Ahead of Express, so it sees every request before any answer is started.
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      if (stopping) res.setHeader('Connection', 'close');
      unfinished.add(res);
      res.once('close', () => unfinished.delete(res));
    });
    start.mark('listen');
    wasFirstStart = firstStart;
  } catch (error) {
    logger.fatal({ err: error }, 'could not start');
    await worker?.stop().catch(() => undefined);
    await housekeeping?.stop();
    await stopApp?.().catch(() => undefined);
    await database.close();
    process.exit(1);
  }

  // `npm run staff` reaches the embedded database through the running server's socket.
  if (database.embedded && !config.dataDir.startsWith('memory://'))
    announceEmbeddedDatabase(config.dataDir, database.url);
  const firstAccount =
    'No staff account yet: npm run staff -- add --email you@example.com --name "Your Name" --role admin';
  const firstProfile =
    "No clinic profile yet: npm run staff -- init (the clinic's name, address, phones and hours)";
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const base = `http://${shown}:${config.port}`;
  if (HUMAN_START) {
    console.log(`Clinic Site is ready at ${base}`);
    if (wasFirstStart) {
      console.log(
        `First start on this database: ready in ${(start.totalMs / 1000).toFixed(1)} s (${start.summary()}).`,
      );
    }
    if (noStaffYet) console.log(firstAccount);
    if (noProfileYet) console.log(firstProfile);
    return;
  }
  logger.info(
    {
      site: `${base}/`,
      graphql: `${base}/graphql`,
      api: `${base}/api`,
      database: database.embedded
        ? `embedded PGlite in ${config.dataDir}`
        : redactUrl(database.url),
      readyMs: start.totalMs,
      phasesMs: start.phases,
    },
    `Clinic Site listening on ${base}`,
  );
  if (noStaffYet) logger.info(firstAccount);
  if (noProfileYet) logger.warn(firstProfile);
}

void main();
