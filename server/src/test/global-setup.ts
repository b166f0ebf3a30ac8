import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions, runMigrations, startEmbeddedPostgres } from '../common/database';
import { entities } from '../entities';
import { migrations } from '../migrations';
import { seedDemoData } from '../seed/seed';
import { setEmbeddedDatabase } from './embedded-handle';

/**
 * One database for the whole integration run, migrated and seeded: TEST_DATABASE_URL when set
 * (its public schema is dropped first), otherwise a throw-away embedded PGlite whose URL the test
 * files read from process.env.TEST_DATABASE_URL.
 */
export default async function globalSetup(): Promise<void> {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-test-db-'));
    const embedded = await startEmbeddedPostgres(dataDir, 8);
    setEmbeddedDatabase({ ...embedded, dataDir });
    url = embedded.url;
    process.env.TEST_DATABASE_URL = url;
    process.env.TEST_DATABASE_EMBEDDED = 'true';
  }

  const dataSource = new DataSource(dataSourceOptions(url, { entities, migrations }, 1));
  await dataSource.initialize();
  try {
    if (!process.env.TEST_DATABASE_EMBEDDED) {
      await dataSource.query('DROP SCHEMA IF EXISTS public CASCADE');
      await dataSource.query('CREATE SCHEMA public');
    }
    await runMigrations(dataSource);
    await seedDemoData(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
