// Builds the app, quietly, only when the sources changed since the last build
// (scripts/lib/build-stamp.mjs); shared by `npm start` and `npm run staff`.
import { spawn } from 'node:child_process';
import { buildNeeded, recordStamp, sourceStamp } from './build-stamp.mjs';

/** Runs the build with its output held back; shown only when it fails. */
function build(repoRoot) {
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

/** Builds when needed, saying so in one line; exits the process when the build fails. */
export async function buildIfNeeded(repoRoot) {
  const stamp = sourceStamp(repoRoot);
  const reason = buildNeeded(repoRoot, stamp);
  if (!reason) return;
  console.log(`Building Clinic Site (${reason})…`);
  const started = Date.now();
  const { code, output } = await build(repoRoot);
  if (code !== 0) {
    console.error(output.trimEnd());
    console.error(`Build failed (exit ${code}).`);
    process.exit(code);
  }
  // The stamp of the sources the build started from: a change made meanwhile builds next time.
  recordStamp(repoRoot, stamp);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
