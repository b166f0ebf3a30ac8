import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * While the site runs on the embedded database, PGlite belongs to its process: a second process
 * opening the same files would corrupt them. The server therefore leaves the address of its
 * database socket here, and the staff command line connects through it.
 */
const FILE = 'clinic-server.json';

export function announceEmbeddedDatabase(dataDir: string, url: string): void {
  writeFileSync(path.join(dataDir, FILE), JSON.stringify({ url, pid: process.pid }));
}

export function withdrawEmbeddedDatabase(dataDir: string): void {
  rmSync(path.join(dataDir, FILE), { force: true });
}

/** The running server's database URL, when a live server left one. */
export function runningEmbeddedDatabase(dataDir: string): string | undefined {
  try {
    const { url, pid } = JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8'));
    process.kill(pid, 0);
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}
