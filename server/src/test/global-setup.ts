import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations, startEmbeddedPostgres } from '../common/database';
import { entities } from '../entities';
import { migrations } from '../migrations';
import { seedDemoData } from '../seed/seed';
import { setOwnDatabase } from './own-database';
import { NO_REAL_POSTGRES } from './real-postgres';

/**
 * One database for the whole integration run, migrated and seeded: TEST_DATABASE_URL when set
 * (its public schema is dropped first), else a throw-away PostgreSQL server started here. Where
 * that cannot run, embedded PGlite, and the tests that need real PostgreSQL say they did not run.
 * Test files read the URL from process.env.TEST_DATABASE_URL.
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL ?? (await startOwnDatabase());
  const dataSource = new DataSource(dataSourceOptions(url, { entities, migrations }, 1));
  await dataSource.initialize();
  try {
    if (!process.env[NO_REAL_POSTGRES]) {
      await dataSource.query('DROP SCHEMA IF EXISTS public CASCADE');
      await dataSource.query('CREATE SCHEMA public');
      // pg-boss's own tables (the message queue): made again by the first app that starts.
      await dataSource.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
    }
    await runMigrations(dataSource);
    await seedDemoData(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

async function startOwnDatabase(): Promise<string> {
  // scripts/test.mjs has already tried, and said why it failed.
  if (!process.env[NO_REAL_POSTGRES]) {
    try {
      const { startThrowawayPostgres } =
        await import('../../../scripts/lib/throwaway-postgres.mjs');
      const server = await startThrowawayPostgres();
      setOwnDatabase(server.stop);
      return (process.env.TEST_DATABASE_URL = server.url);
    } catch (error) {
      if (process.env.CI === 'true') throw error;
      process.env[NO_REAL_POSTGRES] = (error as Error).message.split('\n')[0];
      console.warn(`\n⚠ ${(error as Error).message}\n⚠ Integration tests run on PGlite instead.\n`);
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-test-db-'));
  const embedded = await startEmbeddedPostgres(dataDir, 8);
  setOwnDatabase(async () => {
    await embedded.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return (process.env.TEST_DATABASE_URL = embedded.url);
}
