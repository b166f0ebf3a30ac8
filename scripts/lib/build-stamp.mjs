// What a build is made from, as one digest: the sources, lock file and build settings of client
// and server. `npm run build` records it in server/dist; `npm start` builds again only when the
// digest differs or an output is missing.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folders whose every file is a build input. */
const INPUT_DIRS = ['client/src', 'client/public', 'client/vite-plugins', 'server/src'];

/** Single files that are build inputs, when present. */
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'client/package.json',
  'client/tsconfig.json',
  'client/index.html',
  'client/vite.config.ts',
  'client/staff.html',
  'client/vite.staff.config.ts',
  'client/.env',
  'client/.env.local',
  'client/.env.production',
  'client/.env.production.local',
  'server/package.json',
  'server/tsconfig.json',
  'server/tsconfig.build.json',
];

/** What the server needs from a build; any missing means building. */
export const BUILD_OUTPUTS = [
  'server/dist/main.js',
  'client/dist/index.html',
  'client/dist-server/entry-server.js',
  'client/dist/staff/staff.html',
];

export const STAMP_FILE = 'server/dist/build-stamp.json';

function filesUnder(root, dir) {
  const found = [];
  const walk = (relative) => {
    const full = path.join(root, relative);
    if (!existsSync(full)) return;
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  walk(dir);
  return found;
}

/** The digest of every build input under `root` (contents and names) and the VITE_ settings. */
export function sourceStamp(root, env = process.env) {
  const hash = createHash('sha256');
  const files = [
    ...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir)),
    ...INPUT_FILES.filter((file) => existsSync(path.join(root, file))),
  ].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  // The client reads VITE_ variables at build time: another value is another build.
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()) {
    hash.update(`env:${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

/** The stamp the last build recorded, or undefined. */
export function recordedStamp(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8')).stamp;
  } catch {
    return undefined;
  }
}

export function recordStamp(root, stamp) {
  writeFileSync(
    path.join(root, STAMP_FILE),
    `${JSON.stringify({ stamp, builtAt: new Date().toISOString() })}\n`,
  );
}

/** Why a build is needed (a sentence), or undefined when the last one is current. */
export function buildNeeded(root, stamp = sourceStamp(root)) {
  const missing = BUILD_OUTPUTS.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) return 'no build yet';
  const recorded = recordedStamp(root);
  if (!recorded) return 'no record of the last build';
  if (recorded !== stamp) return 'sources changed since the last build';
  return undefined;
}
