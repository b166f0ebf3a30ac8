// Processes the bench starts and stops: a fresh database, the production server of the build
// under test, the bare baseline server. A process that dies while it is needed fails the bench.
import { spawn } from 'node:child_process';
import { loadServerEnv } from '../scripts/lib/load-server-env.mjs';
export { recreateDatabase } from '../scripts/lib/recreate-database.mjs';

/**
 * Starts `node <script>` in `cwd`; `exited` rejects if it stops before `stop()` is called.
 * BENCH_NODE_ARGS adds Node options the environment may not carry, e.g. `--cpu-prof
 * --cpu-prof-dir=.tmp/profiles` to see where a request's time goes.
 */
export function startProcess(name, cwd, script, env) {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping = false;
  const exited = new Promise((resolve, reject) => {
    child.on('exit', (code, signal) => {
      if (stopping) resolve();
      else reject(new Error(`${name} stopped unexpectedly (code ${code}, signal ${signal})`));
    });
    child.on('error', reject);
  });
  // Callers race `exited` against their work; this keeps an early rejection from going unhandled.
  exited.catch(() => {});
  return {
    name,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      stopping = true;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The load comes from one loopback address: per-client budgets lifted too (50 connections,
 * thousands of searches a minute). The abuse part restarts the server with REAL_LIMITS.
 */
const LIFTED_BUDGETS = {
  EXPENSIVE_READS_PER_MINUTE: '100000000',
  MAX_CONCURRENT_PER_CLIENT: '100000',
};

/** Every limit at its production default (blank reads as the default). */
export const REAL_LIMITS = {
  RATE_LIMIT_SCALE: '1',
  EXPENSIVE_READS_PER_MINUTE: '',
  MAX_CONCURRENT_PER_CLIENT: '',
};

/**
 * The production server of the build in `root` on `databaseUrl`, answering on `port`. Requests
 * without X-Forwarded-For come from loopback; the abuse part names other clients with it.
 */
export function startServer({ root, databaseUrl, port, env = {} }) {
  return startProcess('server', root, 'server/dist/main.js', {
    ...loadServerEnv({ databaseUrl, port }),
    ...LIFTED_BUDGETS,
    TRUST_PROXY: '1',
    SQL_QUERY_COUNT_HEADER: 'true',
    ...env,
  });
}

export async function waitReady(proc, url, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await Promise.race([proc.exited, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  throw new Error(`${proc.name} did not answer ${url} within ${seconds} s`);
}
