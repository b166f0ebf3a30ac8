#!/usr/bin/env node
// The one test command (README, CI): generated code is fresh, lint and types are clean, then unit,
// component, integration (real PostgreSQL when TEST_DATABASE_URL is set, else embedded PGlite) and
// end-to-end tests in Chromium against the production build. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { checkGenerated } from './check-generated.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds}s)`);
}

checkGenerated();
run('build', 'npm', ['run', 'build']);
run('lint', 'npm', ['run', 'lint']);
run('typecheck', 'npm', ['run', 'typecheck']);
run('unit and component tests', 'npx', ['jest', '--selectProjects', 'server-unit', 'client']);
run('integration tests', 'npx', ['jest', '--selectProjects', 'server-integration', '--runInBand']);

// A short soak: the production build under a mixed patient load on PostgreSQL, then the database's
// invariants (npm run soak is the 5-minute one). It needs a PostgreSQL server; CI always has one.
if (process.env.CI === 'true' || process.env.TEST_DATABASE_URL || process.env.SOAK_DATABASE_URL) {
  run('soak (short)', 'node', ['scripts/soak.mjs'], { SOAK_SECONDS: '20' });
} else {
  console.log('\n- soak skipped: no PostgreSQL given (TEST_DATABASE_URL or SOAK_DATABASE_URL)');
}

if (!existsSync(chromium) && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  // Playwright's own browser download is blocked here; Debian's Chromium is the browser we use.
  run('install Chromium', 'sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']);
}
if (!existsSync(chromium)) {
  console.error(
    `\n✗ End-to-end tests need Chromium at ${chromium} (apt-get install -y chromium, ` +
      'or set CHROMIUM_PATH). Nothing is skipped.',
  );
  process.exit(1);
}
// A fresh embedded database for every run, removed before the next one.
const e2eDataDir = '.data/e2e';
rmSync(e2eDataDir, { recursive: true, force: true });
run('end-to-end tests', 'npx', ['playwright', 'test'], { E2E_DATA_DIR: e2eDataDir });
console.log('\nAll test steps passed.');
