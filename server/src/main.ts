import 'reflect-metadata';
import type { Server } from 'node:http';
import { createClient, type RedisClientType } from 'redis';
import { createApp } from './app';
import { ConfigError, loadConfig } from './common/config';
import { openDatabase, redactUrl, runMigrations } from './common/database';
import { createLogger } from './common/logger';
import { RateLimiter } from './common/rate-limit';
import { RedisRateLimitStore } from './common/rate-limit-redis';
import { entities } from './entities';
import { migrations } from './migrations';
import { seedDemoData } from './seed/seed';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
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
    logger,
  });
  let server: Server | undefined;
  let stopApp: (() => Promise<void>) | undefined;
  let redis: RedisClientType | undefined;
  let stopping = false;

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const hardStop = setTimeout(() => {
      logger.error('in-flight requests did not finish within 10 s; closing them');
      server?.closeAllConnections();
    }, SHUTDOWN_TIMEOUT_MS);
    hardStop.unref();
    try {
      if (server) {
        const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
        // Keep-alive sockets with no request in flight would hold close() open.
        server.closeIdleConnections();
        await closed;
      }
      await stopApp?.();
      await redis?.quit();
      await database.close();
      clearTimeout(hardStop);
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const applied = await runMigrations(database.dataSource);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    if (config.seedDemoData && (await seedDemoData(database.dataSource))) {
      logger.info('demo data seeded into the empty database');
    }
    let rateLimiter: RateLimiter | undefined;
    if (config.redisUrl) {
      redis = createClient({ url: config.redisUrl });
      redis.on('error', (error) => logger.error({ err: error }, 'redis error'));
      await redis.connect();
      rateLimiter = new RateLimiter(new RedisRateLimitStore(redis));
    }
    const { app, stop } = await createApp({
      config,
      dataSource: database.dataSource,
      logger,
      rateLimiter,
    });
    stopApp = stop;
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(config.port, config.host, (error?: Error) =>
        error ? reject(error) : resolve(listening),
      );
    });
  } catch (error) {
    logger.fatal({ err: error }, 'could not start');
    await stopApp?.().catch(() => undefined);
    await database.close();
    process.exit(1);
  }

  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const base = `http://${shown}:${config.port}`;
  logger.info(
    {
      site: `${base}/`,
      graphql: `${base}/graphql`,
      api: `${base}/api`,
      database: database.embedded
        ? `embedded PGlite in ${config.dataDir}`
        : redactUrl(database.url),
    },
    `Clinic Site listening on ${base}`,
  );
}

void main();
