import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildNeeded, sourceStamp } from '../scripts/lib/build-stamp.mjs';

// `npm start` as a newcomer runs it: it builds only when the sources changed, and says one plain
// line with the address when the site is ready, not bundle tables and JSON records.

const root = path.resolve(__dirname, '..');

const READY = /^Clinic Site is ready at http:\/\/127\.0\.0\.1:(\d+)$/m;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `npm start` until its ready line (or exit); then Ctrl-C. Its whole output and how long. */
async function npmStart(port: number, dataDir: string, limitMs: number) {
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C reaches npm, the script and the server together.
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    while (!READY.test(output) && child.exitCode === null && Date.now() - started < limitMs) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const readyAfterMs = Date.now() - started;
    const answers = READY.test(output)
      ? (await fetch(`http://127.0.0.1:${port}/readyz`)).status
      : undefined;
    return { output, readyAfterMs, answers };
  } finally {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGINT');
    await exited;
  }
}

test('npm start after a build skips the build and says where the site is in one line', async () => {
  // The suite's own server serves this very build: a start that rebuilt it would pull the assets
  // from under every later test. `npm test` builds first; so must whoever runs the suite alone.
  expect(
    buildNeeded(root),
    'the build is older than the sources: run `npm run build` before the end-to-end tests',
  ).toBeUndefined();
  test.setTimeout(120_000);
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'clinic-npm-start-')), 'data');
  try {
    const port = await freePort();
    // The first start on a fresh data folder migrates and seeds; the second finds it ready.
    const first = await npmStart(port, dataDir, 60_000);
    expect(first.output).toMatch(READY);
    expect(first.output).not.toContain('Building');
    // The first start says what took its time; later ones do not.
    expect(first.output).toMatch(
      /^First start on this database: ready in \d+\.\d s \(code \d+\.\d s, database .*, migrations .*, demo data .*, app .*, listen \d+\.\d s\)\.$/m,
    );

    const second = await npmStart(port, dataDir, 60_000);
    expect(second.answers).toBe(200);
    expect(second.output).not.toContain('Building');
    // No bundle tables, no JSON records: the ready line is the start's only line of its own,
    // with, while the clinic has no staff account yet, how to make the first one.
    expect(second.output).not.toMatch(/gzip|dist\/assets|"level"/);
    const lines = second.output
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('>'));
    expect(lines).toEqual([
      `Clinic Site is ready at http://127.0.0.1:${port}`,
      'No staff account yet: npm run staff -- add --email you@example.com --name "Your Name" --role admin',
    ]);
    // Ready in seconds, not the half minute a build takes.
    expect(second.readyAfterMs).toBeLessThan(25_000);
  } finally {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});

test('the build stamp changes with any source, the lock file or a VITE_ setting', () => {
  const tree = mkdtempSync(path.join(tmpdir(), 'clinic-stamp-'));
  try {
    mkdirSync(path.join(tree, 'server/src'), { recursive: true });
    mkdirSync(path.join(tree, 'client/src'), { recursive: true });
    writeFileSync(path.join(tree, 'server/src/main.ts'), 'one');
    writeFileSync(path.join(tree, 'client/src/app.tsx'), 'one');
    writeFileSync(path.join(tree, 'package-lock.json'), '{}');
    const env = {};
    const base = sourceStamp(tree, env);
    expect(sourceStamp(tree, env)).toBe(base);

    writeFileSync(path.join(tree, 'client/src/app.tsx'), 'two');
    const afterClient = sourceStamp(tree, env);
    expect(afterClient).not.toBe(base);
    writeFileSync(path.join(tree, 'package-lock.json'), '{"lockfileVersion":3}');
    const afterLock = sourceStamp(tree, env);
    expect(afterLock).not.toBe(afterClient);
    expect(sourceStamp(tree, { VITE_API_ORIGIN: 'https://api.example.in' })).not.toBe(afterLock);
    writeFileSync(path.join(tree, 'server/src/new-file.ts'), '');
    expect(sourceStamp(tree, env)).not.toBe(afterLock);
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
});
