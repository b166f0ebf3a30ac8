#!/usr/bin/env node
// npm run bench [-- lighthouse | controls | api | <scenario> ...]: Lighthouse on every page, first
// paint -> controls live on every page at 4x and 10x CPU slowdown, then the API under load,
// against the production build on a real PostgreSQL. A script, not a test: it prints figures,
// writes bench/results/<BENCH_RESULT or latest>.json and never fails on time.
//
// Lighthouse runs on the demo data only. The server is then stopped, the API data is added to the
// same database (100,000 products, 10,000 posts, 50,000 appointments) and it is started again.
//
// BENCH_ROOT          the build to measure (its server/dist and client/dist), default this repo
// BENCH_RESULT        name of the results file, default latest (e.g. before)
// BENCH_COMMIT        what to call the build in the report when BENCH_ROOT is not a git checkout
// BENCH_DATABASE_URL  recreated each run, default postgres://postgres@127.0.0.1:5432/clinic_bench
// BENCH_PORT          the server's port (default 4900); the baseline takes +1, Chromium +2
// BENCH_CONNECTIONS, BENCH_DURATION, BENCH_WARMUP, BENCH_LIGHTHOUSE_RUNS  50, 20 s, 5 s, 3
//
// `abuse` (bench/abuse.mjs) runs on the same data: the costliest request the query limits accept
// is found with the budgets lifted, then the server restarts with every limit at its production
// default and /api/doctors is measured as one patient sees it, quiet and while 8 connections
// from one client send that request. BENCH_ROOT=<main's build> BENCH_RESULT=before shows the
// same without this build's limits.
// BENCH_CONTROLS_RUNS  page loads per route and CPU slowdown for "controls live", default 3
//
// `requests` (bench/requests.mjs), on the demo data: /healthz, three public REST reads and the
// GraphQL doctors list, each against a bare node:http server answering the same bytes.
//
// `instances` (bench/instances.mjs), on the demo data: the public reads with one instance, then
// with a second of the same build on port + 3 and the connections shared between the two.
//
// `messages` (bench/messages.mjs) recreates the database and starts the site with
// MESSAGE_WORKER=off and every channel pointed at local provider stand-ins (WhatsApp Cloud API,
// MSG91, SMTP; quiet hours off), queues 10,000 messages as the app does (outbox rows and their
// pg-boss jobs in one transaction per batch), measures booking (book-appointment at
// BENCH_MESSAGES_CONNECTIONS, default 4, for BENCH_DURATION after BENCH_WARMUP), then starts one
// worker (`node server/dist/worker-main.js`, as `npm run worker`) and books at the same rate
// until the last of the 10,000 is SENT: messages per second from the worker's start, and booking
// p50/p95/p99 quiet and during the drain. BENCH_MESSAGES (10000), BENCH_MESSAGES_TIMEOUT (900 s).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadAppointments } from './data/appointments.mjs';
import { loadPosts } from './data/posts.mjs';
import { loadProducts } from './data/products.mjs';
import { findCostliest, measureAbuse } from './abuse.mjs';
import { runControlsLive } from './controls-live.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { runLoad } from './load.mjs';
import { runInstances } from './instances.mjs';
import { runRequests } from './requests.mjs';
import { runMessages } from './messages.mjs';
import { formatReport, frameworkCost } from './report.mjs';
import { REAL_LIMITS, recreateDatabase, startProcess, startServer, waitReady } from './server.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.env.BENCH_ROOT ?? path.join(benchDir, '..'));
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/clinic_bench';
const port = Number(process.env.BENCH_PORT ?? 4900);
const baseUrl = `http://127.0.0.1:${port}`;
const baselineUrl = `http://127.0.0.1:${port + 1}`;
const resultName = process.env.BENCH_RESULT ?? 'latest';
const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  duration: Number(process.env.BENCH_DURATION ?? 20),
  warmup: Number(process.env.BENCH_WARMUP ?? 5),
};
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const controlsRuns = Number(process.env.BENCH_CONTROLS_RUNS ?? 3);
// Lighthouse's 4x CPU slowdown unless set (see throttlingFor in lighthouse.mjs).
const cpuSlowdown = process.env.BENCH_CPU_SLOWDOWN
  ? Number(process.env.BENCH_CPU_SLOWDOWN)
  : undefined;
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))
  throw new Error('BENCH_CPU_SLOWDOWN: a number >= 1');

// Scenarios run in this order whatever the command line says: the doctors list is measured before
// book-appointment adds its bench doctors.
const ORDER = [
  'doctors',
  'doctors-baseline',
  'available-slots',
  'products-search',
  'products-search-patients',
  'blog-search',
  'book-appointment',
  'place-order',
];

const PARTS = ['lighthouse', 'controls', 'requests', 'api', 'abuse', 'instances', 'messages'];

const startedAt = performance.now();
const elapsed = () => Math.round((performance.now() - startedAt) / 1000);
const log = (message) => console.log(`[bench ${elapsed()} s] ${message}`);

function parseArgs(args, names) {
  const parts = new Set();
  const chosen = new Set();
  for (const arg of args) {
    const name = arg.replace(/\.mjs$/, '');
    if (PARTS.includes(name)) parts.add(name);
    else if (names.includes(name)) {
      parts.add('api');
      chosen.add(name);
    } else {
      throw new Error(`unknown part or scenario "${arg}": ${[...PARTS, ...names].join(', ')}`);
    }
  }
  if (parts.size === 0) PARTS.forEach((part) => parts.add(part));
  return { parts, scenarios: names.filter((name) => chosen.size === 0 || chosen.has(name)) };
}

async function loadScenarios(names) {
  const rank = (name) => (ORDER.includes(name) ? ORDER.indexOf(name) : ORDER.length);
  const sorted = [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return Promise.all(
    sorted.map(
      async (name) =>
        (await import(pathToFileURL(path.join(benchDir, 'scenarios', `${name}.mjs`)).href)).default,
    ),
  );
}

function commitOf(dir) {
  try {
    const git = (...args) =>
      execFileSync('git', ['-C', dir, ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + uncommitted changes' : ''}`;
  } catch {
    return null;
  }
}

async function withDatabase(work) {
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    return await work(async (text, params) => (await db.query(text, params)).rows);
  } finally {
    await db.end();
  }
}

async function serve(env) {
  const server = startServer({ root, databaseUrl, port, env });
  await waitReady(server, `${baseUrl}/readyz`);
  return server;
}

/** `work` unless the server stops first. */
const guarded = (server, work) => Promise.race([work, server.exited]);

async function loadData() {
  const started = performance.now();
  const data = await withDatabase(async (query) => {
    const appointments = await loadAppointments(query);
    log(`${appointments} appointments added`);
    const products = await loadProducts(query);
    log(`${products} products added`);
    const posts = await loadPosts(query);
    log(`${posts} posts added`);
    return { appointments, products, posts };
  });
  return { ...data, seconds: Math.round((performance.now() - started) / 1000) };
}

async function runApi(server, scenarios) {
  const needsBaseline = scenarios.some((s) => s.target === 'baseline');
  const baseline = needsBaseline
    ? startProcess('baseline', benchDir, 'baseline-doctors.mjs', {
        DATABASE_URL: databaseUrl,
        PORT: String(port + 1),
      })
    : undefined;
  try {
    if (baseline) await waitReady(baseline, `${baselineUrl}/readyz`);
    const results = [];
    for (const scenario of scenarios) {
      const state = (await withDatabase(async (query) => scenario.prepare?.({ query }))) ?? {};
      const url = scenario.target === 'baseline' ? baselineUrl : baseUrl;
      // A scenario may name its own connection count (the desk is a few receptionists, not 50).
      const connections = scenario.connections ?? settings.connections;
      const work = runLoad({ baseUrl: url, scenario, state, ...settings, connections });
      const result = await guarded(server, baseline ? Promise.race([work, baseline.exited]) : work);
      log(
        `${scenario.name}: ${result.rps} req/s, p95 ${result.p95?.toFixed(1)} ms, ` +
          `${result.non2xx} non-2xx, ${result.graphqlErrors} GraphQL errors`,
      );
      results.push(result);
    }
    return { settings, results, frameworkCost: frameworkCost(results) };
  } finally {
    await baseline?.stop();
  }
}

/** The costliest accepted request, then the patient's latency beside it under real limits. */
async function runAbuse(liftedServer) {
  const { seconds, warmup } = { seconds: settings.duration, warmup: settings.warmup };
  const found = await guarded(liftedServer, findCostliest(baseUrl));
  log(`abuse: costliest accepted request: ${found.costliest}`);
  await liftedServer.stop();
  const server = await serve(REAL_LIMITS);
  try {
    const limited = await guarded(
      server,
      measureAbuse({ baseUrl, request: found.costliest, seconds, warmup }),
    );
    log(
      `abuse: doctors p50 ${limited.quiet.p50?.toFixed(1)} ms quiet, ` +
        `${limited.abused.p50?.toFixed(1)} ms abused (${limited.ratio}x)`,
    );
    return { seconds, warmup, ...found, limited };
  } finally {
    await server.stop();
  }
}

async function main() {
  const names = readdirSync(path.join(benchDir, 'scenarios'))
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => file.replace(/\.mjs$/, ''));
  const { parts, scenarios: chosen } = parseArgs(process.argv.slice(2), names);
  if (!/^[a-z0-9-]+$/.test(resultName)) throw new Error(`BENCH_RESULT "${resultName}": a-z 0-9 -`);
  const scenarios = await loadScenarios(chosen);
  const commit = process.env.BENCH_COMMIT ?? commitOf(root);
  const report = { at: new Date().toISOString(), root, commit, databaseUrl };
  log(`${[...parts].join(' + ')} of ${root} (${report.commit ?? 'not a git checkout'})`);

  // The messages part starts from a database and a server of its own.
  if ([...parts].some((part) => part !== 'messages')) await runOnDemoData(parts, scenarios, report);
  if (parts.has('messages')) {
    report.messages = await runMessages({ root, databaseUrl, port, settings, log });
  }
  report.durationSeconds = elapsed();

  console.log(`\n${formatReport(report)}\n`);
  const out = path.join(benchDir, 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, `${resultName}.json`), `${JSON.stringify(report, null, 2)}\n`);
  log(`written bench/results/${resultName}.json`);
}

async function runOnDemoData(parts, scenarios, report) {
  await recreateDatabase(databaseUrl);
  let server = await serve();
  try {
    if (parts.has('lighthouse')) {
      report.lighthouse = await guarded(
        server,
        runLighthouse({
          baseUrl,
          root,
          runs: lighthouseRuns,
          chromePort: port + 2,
          log,
          cpuSlowdown,
        }),
      );
    }
    if (parts.has('controls')) {
      report.controlsLive = await guarded(
        server,
        runControlsLive({ baseUrl, root, runs: controlsRuns, log }),
      );
    }
    // On the demo data, as the table of per-request costs was measured.
    if (parts.has('requests')) {
      report.requests = await guarded(server, runRequests({ baseUrl, port, settings, log }));
    }
    if (parts.has('instances')) {
      report.instances = await guarded(
        server,
        runInstances({ root, databaseUrl, port, baseUrl, settings, log }),
      );
    }
    if (parts.has('api') || parts.has('abuse')) {
      await server.stop();
      report.data = await loadData();
      server = await serve();
    }
    if (parts.has('api')) report.api = await runApi(server, scenarios);
    if (parts.has('abuse')) report.abuse = await runAbuse(server);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
