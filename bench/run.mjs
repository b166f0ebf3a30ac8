#!/usr/bin/env node
// npm run bench [-- scenario ...]: latency of the API under a steady load, measured against the
// production build on a real PostgreSQL with the demo data (plus what each scenario prepares).
// A script, not a test: it prints figures and never fails on time.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/clinic_bench';
const port = Number(process.env.BENCH_PORT ?? 4900);
const baseUrl = `http://127.0.0.1:${port}`;

async function recreateDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
}

function startServer() {
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitReady() {
  for (let i = 0; i < 240; i += 1) {
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become ready within 60 s');
}

async function send(call) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${call.path}`, {
    method: call.method ?? (call.body ? 'POST' : 'GET'),
    headers: { 'content-type': 'application/json', ...(call.headers ?? {}) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let failed = res.status >= 500;
  if (!failed && call.path === '/graphql') {
    try {
      failed = Boolean(JSON.parse(text).errors);
    } catch {
      failed = true;
    }
  }
  return { ms, status: res.status, failed, text };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(scenario, state) {
  const requests = scenario.requests ?? 1000;
  const concurrency = scenario.concurrency ?? 10;
  const warmup = scenario.warmup ?? Math.min(100, requests);
  for (let i = 0; i < warmup; i += 1) await send(scenario.request(state, -1 - i));
  const latencies = [];
  let failures = 0;
  let firstFailure;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      const i = next;
      next += 1;
      const result = await send(scenario.request(state, i));
      latencies.push(result.ms);
      if (result.failed) {
        failures += 1;
        firstFailure ??= `${result.status} ${result.text.slice(0, 300)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    requests,
    concurrency,
    failures,
    firstFailure,
    rps: Math.round(requests / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

async function loadScenarios(names) {
  const dir = path.join(root, 'bench', 'scenarios');
  const files = readdirSync(dir).filter((file) => file.endsWith('.mjs'));
  const chosen = names.length
    ? names.map((name) => `${name.replace(/\.mjs$/, '')}.mjs`)
    : files.sort();
  for (const file of chosen) if (!files.includes(file)) throw new Error(`no scenario ${file}`);
  return Promise.all(
    chosen.map(async (file) => (await import(pathToFileURL(path.join(dir, file)).href)).default),
  );
}

async function main() {
  const scenarios = await loadScenarios(process.argv.slice(2));
  console.log(`bench: ${scenarios.map((s) => s.name).join(', ')} on ${databaseUrl}`);
  await recreateDatabase(databaseUrl);
  const server = startServer();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const results = [];
  try {
    await waitReady();
    const query = async (text, params) => (await db.query(text, params)).rows;
    for (const scenario of scenarios) {
      const state = (await scenario.prepare?.({ query, baseUrl })) ?? {};
      results.push(await measure(scenario, state));
    }
  } finally {
    await db.end();
    server.kill('SIGTERM');
  }
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  console.table(
    results.map((r) => ({
      scenario: r.scenario,
      requests: r.requests,
      concurrency: r.concurrency,
      'req/s': r.rps,
      p50: fmt(r.p50),
      p95: fmt(r.p95),
      p99: fmt(r.p99),
      failures: r.failures,
    })),
  );
  for (const r of results.filter((result) => result.firstFailure)) {
    console.log(`${r.scenario}: first failure: ${r.firstFailure}`);
  }
  const out = path.join(root, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  const report = { at: new Date().toISOString(), databaseUrl, results };
  writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written bench/results/latest.json`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
