import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { repoRoot } from '../common/config';

const mainJs = path.join(repoRoot, 'server', 'dist', 'main.js');
const clientIndex = path.join(repoRoot, 'client', 'dist', 'index.html');
const renderer = path.join(repoRoot, 'client', 'dist-server', 'entry-server.js');

/** Why the production build cannot be started here, or undefined when it can. */
export function withoutBuild(): string | undefined {
  return [mainJs, clientIndex, renderer].every((file) => existsSync(file))
    ? undefined
    : 'needs the build: npm run build';
}

/** A free loopback port (the kernel's choice), for a server or proxy a test starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls `condition` every 20 ms until it holds; fails naming `what` after `ms`. */
export async function waitFor(
  what: string,
  ms: number,
  condition: () => boolean | Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * GET `url` on a connection of its own, closed after the answer (never a pooled one, which would
 * stay open and count against the server's connections): the status, or the error's code.
 */
export function statusOf(url: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: 5000, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

export interface BuiltServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  child: ChildProcess;
  /** The last 20,000 characters it printed. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `node server/dist/main.js` as production runs it, on a free loopback port over the run's
 * database (already migrated and seeded), with `env` on top; resolves once /readyz answers.
 * The only way a test sees pages rendered on the server (the renderer is an ES module Jest
 * cannot load).
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainJs], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SITE_URL: url,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitFor('the built server answering /readyz', 60_000, async () => {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      return (await statusOf(`${url}/readyz`)) === '200';
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, child, output: () => output, stop };
}
