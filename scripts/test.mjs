#!/usr/bin/env node
// The one test command (README, CI): generated code is fresh, lint and types are clean, then unit
// and component tests, then integration tests (and a short soak) side by side with the end-to-end
// tests in Chromium against the production build, in two lanes. Stops at the first failing step
// (the ones side by side all finish). Integration tests and the soak run on real PostgreSQL:
// TEST_DATABASE_URL, else a throw-away server of the run's own. The last lines name every test
// that did not run and count the tests; with CI=true nothing may be left out.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { checkGenerated } from './check-generated.mjs';
import { startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const ci = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const summaryFile = '.tmp/test-summary.jsonl';
/** The end-to-end lanes (e2e/lanes.ts), run side by side: each its own port, database and report. */
const e2eLanes = [1, 2].map((lane) => ({
  lane,
  port: String(4000 + 100 * lane),
  dataDir: `.data/e2e-${lane}`,
  report: `.tmp/e2e-report-${lane}.json`,
}));

class StepFailed extends Error {
  constructor(status) {
    super(`exit ${status}`);
    this.status = status;
  }
}

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_SUMMARY_FILE: summaryFile, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds}s`);
    throw new StepFailed(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds}s)`);
}

/**
 * A step run beside another: its output goes to a file under .tmp and is printed whole when it
 * ends, so the two never interleave. Resolves when it passed; rejects with StepFailed.
 */
function runBeside(title, command, args, env = {}) {
  const logFile = `.tmp/${title.replace(/\W+/g, '-').replace(/-$/, '')}.log`;
  console.log(
    `\n=== ${title} (beside; its output follows when it ends): ${[command, ...args].join(' ')}`,
  );
  const started = Date.now();
  const out = openSync(logFile, 'w');
  const child = spawn(command, args, {
    stdio: ['ignore', out, out],
    env: { ...process.env, TEST_SUMMARY_FILE: summaryFile, ...env },
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      closeSync(out);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${title}: output\n${readFileSync(logFile, 'utf8')}`);
      if (code === 0) {
        console.log(`✓ ${title} (${seconds}s)`);
        resolve();
      } else {
        console.error(`\n✗ ${title} failed after ${seconds}s`);
        reject(new StepFailed(code ?? 1));
      }
    });
  });
}

/** A step whose output streams as it runs, as a promise (for running beside another). */
function runStreaming(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_SUMMARY_FILE: summaryFile, ...env },
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`✓ ${title} (${seconds}s)`);
        resolve();
      } else {
        console.error(`\n✗ ${title} failed after ${seconds}s`);
        reject(new StepFailed(code ?? 1));
      }
    });
  });
}

/** A Playwright JSON report as counts and the full titles of the tests it skipped. */
function e2eSummary(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const notRun = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'skipped')) {
        notRun.push([...titles, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, [suite.title]);
  const { expected, flaky, unexpected, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped, notRun };
}

async function main(cleanup) {
  mkdirSync('.tmp', { recursive: true });
  rmSync(summaryFile, { force: true });
  /** Whole steps left out, with the reason. */
  const stepsNotRun = [];

  checkGenerated();
  run('build', 'npm', ['run', 'build']);
  run('lint', 'npm', ['run', 'lint']);
  run('typecheck', 'npm', ['run', 'typecheck']);
  // Every core: nothing else runs yet, and Jest's default (cores - 1) ran every file in one
  // process on this 2-core machine, the other core idle.
  run('unit and component tests', 'npx', [
    'jest',
    '--selectProjects',
    'server-unit',
    'client',
    `--maxWorkers=${availableParallelism()}`,
  ]);

  const database = {};
  if (!process.env.TEST_DATABASE_URL) {
    try {
      const server = await startThrowawayPostgres();
      cleanup.push(() => server.stop());
      database.TEST_DATABASE_URL = server.url;
      console.log(`\n=== PostgreSQL: a throw-away server on ${new URL(server.url).host}`);
    } catch (error) {
      if (ci) throw error;
      // Integration tests fall back to PGlite; the ones that need PostgreSQL say so by name.
      database.TEST_NO_REAL_POSTGRES = error.message.split('\n')[0];
      console.warn(`\n⚠ ${error.message}`);
    }
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
    throw new StepFailed(1);
  }

  // The long steps run side by side: integration tests (then the soak) on PostgreSQL, and the
  // end-to-end lanes on embedded databases of their own. Nothing is shared but the machine;
  // the end-to-end tests assert outcomes, not times, so a busier machine slows them, no more.
  const onPostgres = (async () => {
    await runBeside(
      'integration tests',
      'npx',
      // One file at a time (they share a database), in one worker that is replaced once it
      // holds more than 1.5 GB after a file: run in band, Jest's process grew past 4 GB by the
      // end and spent ever longer collecting garbage.
      [
        'jest',
        '--selectProjects',
        'server-integration',
        '--maxWorkers=1',
        '--workerIdleMemoryLimit=1536MB',
      ],
      database,
    );
    // A short soak: the production build under a mixed patient load on PostgreSQL, then the
    // database's invariants (npm run soak is the 5-minute one).
    if (database.TEST_NO_REAL_POSTGRES && !process.env.SOAK_DATABASE_URL) {
      stepsNotRun.push(`the soak (needs PostgreSQL: ${database.TEST_NO_REAL_POSTGRES})`);
    } else {
      await runBeside('soak (short)', 'node', ['scripts/soak.mjs'], {
        ...database,
        SOAK_SECONDS: '20',
      });
    }
  })();
  // Two lanes of end-to-end files, each on a server and a fresh embedded database of its own
  // (removed before the next run): the first lane's output streams, the second's follows whole.
  const inChromium = e2eLanes.map(({ lane, port, dataDir, report }) => {
    rmSync(dataDir, { recursive: true, force: true });
    const step = lane === 1 ? runStreaming : runBeside;
    return step(
      `end-to-end tests, lane ${lane}`,
      'npx',
      ['playwright', 'test', '--reporter=list,json'],
      {
        E2E_LANE: String(lane),
        E2E_PORT: port,
        E2E_DATA_DIR: dataDir,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    );
  });
  const outcomes = await Promise.allSettled([onPostgres, ...inChromium]);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;

  const summaries = [
    ...readFileSync(summaryFile, 'utf8').trim().split('\n').map(JSON.parse),
    ...e2eLanes.map(({ report }) => e2eSummary(report)),
  ];
  const total = (key) => summaries.reduce((sum, s) => sum + s[key], 0);
  const notRun = [...stepsNotRun, ...summaries.flatMap((s) => s.notRun)];
  console.log('\nAll test steps passed.');
  if (notRun.length > 0) {
    console.log(`\n⚠ Did not run (${notRun.length}):\n${notRun.map((n) => `  - ${n}`).join('\n')}`);
    if (ci) throw new StepFailed(1);
  }
  console.log(
    `\nTotal: ${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`,
  );
}

const cleanup = [];
let status = 0;
try {
  await main(cleanup);
} catch (error) {
  if (!(error instanceof StepFailed)) console.error(error);
  status = error.status ?? 1;
} finally {
  for (const step of cleanup) await step();
}
process.exit(status);
