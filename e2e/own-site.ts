import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A site a spec starts for itself: the production build on a fresh embedded database. */
export interface OwnSite {
  base: string;
  /** Its embedded database, for `npm run staff` (addStaffAccount's `own`). */
  dataDir: string;
  /** Stops it with SIGTERM, waits for it to exit and removes its database. */
  stop: () => Promise<void>;
}

/**
 * Starts `node server/dist/main.js` as `npm start` would in production, on `port`, with a new
 * embedded database in a temporary folder and `env` on top (providers, quiet hours), and waits
 * until it is ready. Fails with the site's own error output when it exits or is not ready in 90 s.
 */
export async function startOwnSite(port: number, env: Record<string, string>): Promise<OwnSite> {
  const base = `http://127.0.0.1:${port}`;
  const folder = mkdtempSync(path.join(tmpdir(), 'clinic-own-site-'));
  const dataDir = path.join(folder, 'data');
  const child: ChildProcess = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      SITE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
    rmSync(folder, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the site exited early:\n${errors}`);
    }
    const ready = await fetch(`${base}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { base, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  await stop();
  throw new Error(`the site was not ready within 90 s:\n${errors}`);
}
