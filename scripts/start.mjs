#!/usr/bin/env node
// `npm start`: builds only when the sources changed since the last build (scripts/lib/build-stamp.mjs),
// quietly, then runs the server in this process, which says one line when it is ready:
// "Clinic Site is ready at http://localhost:4000". `npm run build` always builds.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildNeeded, recordStamp, sourceStamp } from './lib/build-stamp.mjs';
import { repoRoot } from './lib/repo-root.mjs';

/** Runs the build with its output held back; shown only when it fails. */
function build() {
  return new Promise((resolve) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', 'build', '--silent'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const stamp = sourceStamp(repoRoot);
const reason = buildNeeded(repoRoot, stamp);
if (reason) {
  console.log(`Building Clinic Site (${reason})…`);
  const started = Date.now();
  const { code, output } = await build();
  if (code !== 0) {
    console.error(output.trimEnd());
    console.error(`Build failed (exit ${code}).`);
    process.exit(code);
  }
  // The stamp of the sources the build started from: a change made meanwhile builds next time.
  recordStamp(repoRoot, stamp);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

process.env.CLINIC_HUMAN_START = '1';
await import(pathToFileURL(path.join(repoRoot, 'server', 'dist', 'main.js')).href);
