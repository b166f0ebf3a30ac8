// The soak's own PostgreSQL database and the production server on it, on loopback.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { loadServerEnv } from '../lib/load-server-env.mjs';
export { recreateDatabase } from '../lib/recreate-database.mjs';

/**
 * SOAK_DATABASE_URL, else TEST_DATABASE_URL's server (CI's, with its credentials) with a
 * database of the soak's own, else the local default.
 */
export function soakDatabaseUrl(env = process.env) {
  if (env.SOAK_DATABASE_URL) return env.SOAK_DATABASE_URL;
  if (env.TEST_DATABASE_URL) {
    const url = new URL(env.TEST_DATABASE_URL);
    url.pathname = '/clinic_soak';
    return url.toString();
  }
  return 'postgres://postgres@127.0.0.1:5432/clinic_soak';
}

export function redactUrl(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

export async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `node server/dist/main.js` as production runs it (`env` adds to its settings: the soak's
 * channels). Its output is kept (the tail, and every error-level line) rather than shown, so the
 * summary stays readable.
 */
export function startServer({ root, databaseUrl, port, env = {} }) {
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    // The soak's load generator stands in for the proxy: its X-Forwarded-For names each client.
    env: {
      PATH: process.env.PATH,
      ...loadServerEnv({ databaseUrl, port }),
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = { tail: '', errors: [] };
  const keep = (chunk) => {
    const text = String(chunk);
    log.tail = (log.tail + text).slice(-10_000);
    for (const line of text.split('\n')) {
      if (/"level":(50|60)/.test(line) && log.errors.length < 20) log.errors.push(line);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, log, exited };
}

export async function waitReady(baseUrl, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited while starting:\n${server.log.tail}`);
    }
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s:\n${server.log.tail}`);
}

/** SIGTERM, as an orchestrator stops it; resolves with the exit code (null: killed at 15 s). */
export async function stopServer(server) {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  let timer;
  const code = await Promise.race([
    server.exited,
    new Promise((resolve) => {
      timer = setTimeout(() => resolve('timeout'), 15_000);
    }),
  ]);
  clearTimeout(timer);
  if (code === 'timeout') {
    server.child.kill('SIGKILL');
    return null;
  }
  return code;
}
