import 'reflect-metadata';
import { ConfigError, loadConfig } from '../common/config';
import { openDatabase } from '../common/database';
import { entities } from '../entities';
import { migrations } from '../migrations';
import { NewsletterService } from '../messages/newsletter.service';
import { RateLimiter } from '../common/rate-limit';

/**
 * Prints the signed unsubscribe link of a newsletter sign-up, for the messages that carry it:
 *   node server/dist/scripts/unsubscribe-link.js asha@example.in
 * Reads the same environment as the server (DATABASE_URL, SITE_URL, UNSUBSCRIBE_SECRET). Over
 * the embedded database, run it while the server is stopped (one process opens it at a time).
 */
async function main(argv: string[]): Promise<number> {
  const email = argv[0];
  if (!email) {
    console.error('Usage: node server/dist/scripts/unsubscribe-link.js <e-mail of a sign-up>');
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    entities,
    migrations,
  });
  try {
    const newsletter = new NewsletterService(
      database.dataSource,
      new RateLimiter(),
      config.unsubscribeSecret,
    );
    const link = await newsletter.unsubscribeLinkFor(config.siteUrl, email);
    if (!link) {
      console.error('No newsletter sign-up with that e-mail address.');
      return 1;
    }
    console.log(link);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
