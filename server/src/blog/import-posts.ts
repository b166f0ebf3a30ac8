import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig } from '../common/config';
import { openDatabase, runMigrations } from '../common/database';
import { DomainError } from '../common/errors';
import { entities } from '../entities';
import { migrations } from '../migrations';
import { seedDemoData } from '../seed/seed';
import { PostWriter, type PostSubmission } from './post-writer';

/**
 * Publishes or updates blog posts from a JSON file (one post or an array), through the same
 * validation and sanitising as every stored post, with the IMAGE_HOSTS of the environment:
 *
 *   node server/dist/blog/import-posts.js posts.json
 *
 * It prepares the database as `npm start` does (migrations, demo data into an empty database),
 * so it may run before the site's first start. Stop the site first when it uses the embedded
 * database: only one process can open that.
 */
async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: node server/dist/blog/import-posts.js <posts.json>');
    return 2;
  }
  const config = loadConfig();
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as PostSubmission | PostSubmission[];
  const posts = Array.isArray(parsed) ? parsed : [parsed];

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    entities,
    migrations,
  });
  try {
    await runMigrations(database.dataSource);
    if (config.seedDemoData) await seedDemoData(database.dataSource);
    const writer = new PostWriter(database.dataSource, { imageHosts: config.imageHosts });
    let failed = 0;
    for (const post of posts) {
      try {
        const saved = await writer.save(post);
        console.log(`saved ${saved.slug} (${saved.status}, ${saved.readingMinutes} min read)`);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        failed += 1;
        console.error(
          `skipped ${post.slug ?? '(no slug)'}: ${JSON.stringify(error.fields ?? error.message)}`,
        );
      }
    }
    return failed === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
