#!/usr/bin/env node
// npm run soak: the production build under a steady, mixed patient load for a while (browse,
// search, slots, book, order, look up), on a fresh PostgreSQL database, then the database is
// checked. Fails (exit 1) on any unexpected error, a broken invariant, or, on runs of two minutes
// or more, server memory still climbing after warm-up. Needs the build (`npm run soak` builds
// first; scripts/test.mjs runs a short soak after its own build).
//
// Beside the patients (each from an address of its own), an abusive client sends expensive reads
// back to back from one address; it must be refused (429) past its budget, and what it got is
// reported apart from the patients' figures. Among the patients' requests, a signed-in pharmacist
// moves their orders along at the order desk (pack, ship, cash at the door, now and then cancel).
//
// The server delivers its messages itself (its worker inline) on every channel, WhatsApp, SMS and
// e-mail, each pointed at a local stand-in of its provider started here (the tests' own, from
// server/src/test/providers), with quiet hours off so a run at any hour sends them. After the
// load it waits (SOAK_DRAIN_SECONDS, 30, at most) for every message due to be sent, then holds
// the outbox against what the stand-ins received: each SENT message delivered exactly once, on
// its channel, under its id; no delivery without its SENT row; none FAILED; none due left waiting.
//
// SOAK_SECONDS (300), SOAK_RATE requests/s (40), SOAK_CONNECTIONS (8), SOAK_DATABASE_URL
// (default: TEST_DATABASE_URL's server, else local; database clinic_soak, recreated),
// SOAK_PORT (a free one), SOAK_RSS_SLOPE_LIMIT MB/min (10), SOAK_SEED (1),
// SOAK_ABUSER_CONNECTIONS (8; 0 runs the patients alone), SOAK_DRAIN_SECONDS (30),
// SOAK_WORKER (inline; `off` starts the server with MESSAGE_WORKER=off and no worker at all:
// changes still write their messages, nothing delivers them and nothing about them is checked,
// to measure what delivering costs the patients' latency).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startStandIns } from './lib/stand-ins.mjs';
import { baseline, checkInvariants } from './soak/invariants.mjs';
import { checkMessages, waitForDrain } from './soak/messages.mjs';
import { readRss, rssSampler, rssTrend, toMb } from './soak/memory.mjs';
import {
  freePort,
  recreateDatabase,
  redactUrl,
  soakDatabaseUrl,
  startServer,
  stopServer,
  waitReady,
} from './soak/server.mjs';
import { autocannonRequests, newTally, prepare, random, sendOnce } from './soak/workload.mjs';
import { ABUSER_ADDRESS, abuserRequests, newAbuserTally } from './soak/abuser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function numberFrom(name, fallback, { zero = false } = {}) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !zero)) {
    throw new Error(`${name} must be a positive number${zero ? ' or 0' : ''}`);
  }
  return value;
}

const seconds = Math.round(numberFrom('SOAK_SECONDS', 300));
const rate = Math.round(numberFrom('SOAK_RATE', 40));
const connections = Math.round(numberFrom('SOAK_CONNECTIONS', 8));
const slopeLimit = numberFrom('SOAK_RSS_SLOPE_LIMIT', 10);
const seed = Math.round(numberFrom('SOAK_SEED', 1));
const abuserConnections = Math.round(numberFrom('SOAK_ABUSER_CONNECTIONS', 8, { zero: true }));
const drainSeconds = numberFrom('SOAK_DRAIN_SECONDS', 30);
const worker = process.env.SOAK_WORKER || 'inline';
if (worker !== 'inline' && worker !== 'off') throw new Error('SOAK_WORKER must be inline or off');
const delivering = worker === 'inline';
const sampleMs = Math.min(5000, Math.max(1000, (seconds * 1000) / 30));
// Shorter runs cannot tell a leak from warm-up, and npm test's 20 s run shares the machine with
// the end-to-end tests: their memory trend and throughput are shown, not judged.
const judgeTrends = seconds >= 120;
const databaseUrl = soakDatabaseUrl();

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
const ms = (value) => Number(value.toFixed(1));

async function main() {
  const runStarted = performance.now();
  const port = process.env.SOAK_PORT ? Number(process.env.SOAK_PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(
    `soak: ${seconds} s at ${rate} req/s over ${connections} connections, ` +
      `${redactUrl(databaseUrl)}, ${baseUrl}`,
  );
  await recreateDatabase(databaseUrl);
  const standIns = await startStandIns({ smsTemplates: ['booking_made', 'order_placed'] });
  const server = startServer({
    root,
    databaseUrl,
    port,
    env: { ...standIns.env, MESSAGE_WORKER: worker, QUIET_HOURS: '00:00-00:00' },
  });
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const query = async (text, params) => (await db.query(text, params)).rows;
  let report;
  let stopCode;
  try {
    await waitReady(baseUrl, server);
    const state = await prepare({ query, baseUrl, seed });
    const before = await baseline(query);
    const tally = newTally();
    // The lookups' first targets, through the API like every other write.
    const rng = random(seed + 3);
    for (let i = 0; i < 5; i += 1) {
      await sendOnce(baseUrl, state, tally, 'order', rng);
      await sendOnce(baseUrl, state, tally, 'book', rng);
    }

    const rssBefore = readRss(server.child.pid);
    const sampler = rssSampler(server.child.pid, sampleMs);
    sampler.start();
    const started = performance.now();
    const abuserTally = newAbuserTally();
    const abuse =
      abuserConnections > 0
        ? autocannon({
            url: baseUrl,
            connections: abuserConnections,
            duration: seconds,
            timeout: 10,
            requests: abuserRequests(abuserTally),
          })
        : undefined;
    const result = await autocannon({
      url: baseUrl,
      connections,
      overallRate: rate,
      duration: seconds,
      timeout: 10,
      // Latency is taken per request in onResponse; autocannon's correction would invent samples.
      ignoreCoordinatedOmission: true,
      requests: autocannonRequests(state, tally, seed),
    });
    const abuseResult = await abuse;
    const loadSeconds = (performance.now() - started) / 1000;
    sampler.stop();
    const rssEnd = readRss(server.child.pid);
    // A quiet spell, then memory once the load has stopped.
    await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, sampleMs * 2)));
    const rssAfter = readRss(server.child.pid);

    const drain = delivering ? await waitForDrain(query, drainSeconds * 1000) : undefined;
    const invariants = await checkInvariants(query, before, state, [...tally.inFlight]);
    const messages = delivering
      ? await checkMessages(query, standIns, state, drain)
      : { checks: [], summary: null };
    invariants.push(...messages.checks);
    stopCode = await stopServer(server);
    invariants.push({
      name: 'the server stops cleanly on SIGTERM (exit 0)',
      ok: stopCode === 0,
      detail: `exit ${stopCode}`,
    });

    const kinds = Object.entries(tally.kinds).map(([name, t]) => {
      const sorted = [...t.ms].sort((a, b) => a - b);
      return {
        kind: name,
        group: t.group,
        sent: t.sent,
        ok: t.ok,
        intended: Object.entries(t.intended)
          .map(([code, n]) => `${code} ${n}`)
          .join(', '),
        unexpected: t.unexpected,
        p50: ms(percentile(sorted, 50)),
        p99: ms(percentile(sorted, 99)),
      };
    });
    const unexpected =
      kinds.reduce((sum, k) => sum + k.unexpected, 0) + result.errors + result.timeouts;
    const samples = sampler.samples;
    // The patients' latency: the pharmacist's steps are in the table by kind.
    const allMs = Object.values(tally.kinds)
      .filter((t) => t.group !== 'desk')
      .flatMap((t) => t.ms)
      .sort((a, b) => a - b);
    const trend = rssTrend(samples, seconds, slopeLimit);
    const abuserMs = [...abuserTally.ms].sort((a, b) => a - b);
    const abuser = abuse && {
      address: ABUSER_ADDRESS,
      connections: abuserConnections,
      answered: abuserTally.sent,
      statuses: abuserTally.statuses,
      refused429: abuserTally.statuses[429] ?? 0,
      transportErrors: abuseResult.errors,
      timeouts: abuseResult.timeouts,
      p50: ms(percentile(abuserMs, 50)),
    };
    if (abuser) {
      // It is held back by turns and its budget; it may wait, but never break the server.
      invariants.push({
        name: 'the abusive client gets answers (200) or refusals (429), never a server error',
        ok: Object.keys(abuser.statuses).every((status) => status === '200' || status === '429'),
        detail: JSON.stringify(abuser.statuses),
      });
    }
    report = {
      at: new Date().toISOString(),
      database: redactUrl(databaseUrl),
      seconds,
      worker,
      targetRate: rate,
      connections,
      requests: result.requests.total,
      throughput: Number((result.requests.total / loadSeconds).toFixed(1)),
      latencyMs: {
        p50: ms(percentile(allMs, 50)),
        p90: ms(percentile(allMs, 90)),
        p99: ms(percentile(allMs, 99)),
        max: ms(allMs.at(-1) ?? 0),
      },
      unexpected,
      abuser: abuser ?? null,
      transportErrors: result.errors,
      timeouts: result.timeouts,
      intended: kinds
        .filter((k) => k.intended)
        .reduce((all, k) => ({ ...all, [k.kind]: k.intended }), {}),
      unexpectedSamples: tally.unexpectedSamples,
      skipped: tally.skipped,
      deskSteps: state.desk.steps,
      freeSlotsLeft: `${state.freeSlots.length} of ${state.slotsAtStart}`,
      memory: {
        beforeMb: toMb(rssBefore),
        peakMb: toMb(Math.max(...samples.map((s) => s.rss))),
        endOfLoadMb: toMb(rssEnd),
        afterMb: toMb(rssAfter),
        trend: { ...trend, judged: judgeTrends },
        samples: samples.map((s) => ({ t: Number(s.t.toFixed(1)), mb: toMb(s.rss) })),
      },
      kinds,
      messages: messages.summary,
      invariants,
      serverErrorLines: server.log.errors,
    };
  } finally {
    await db.end();
    if (stopCode === undefined) await stopServer(server);
    await standIns.close();
  }

  console.log('\nRequests by kind (latency in ms, measured from the client)');
  console.table(report.kinds);
  console.table({
    throughput:
      `${report.throughput} req/s (target ${rate}) over ${seconds} s` +
      `${judgeTrends ? '' : ', not judged on a short run'}`,
    requests: report.requests,
    "patients' latency p50 / p90 / p99 / max": `${report.latencyMs.p50} / ${report.latencyMs.p90} / ${report.latencyMs.p99} / ${report.latencyMs.max} ms`,
    'unexpected errors (patients and the desk)': `${report.unexpected} (transport ${report.transportErrors}, timeouts ${report.timeouts})`,
    'intended refusals': Object.entries(report.intended)
      .map(([kind, codes]) => `${kind}: ${codes}`)
      .join('; '),
    'RSS before / peak / end / after': `${report.memory.beforeMb} / ${report.memory.peakMb} / ${report.memory.endOfLoadMb} / ${report.memory.afterMb} MB`,
    'RSS trend (last 2/3)':
      `linear fit ${report.memory.trend.linearMbPerMin} MB/min, floor ` +
      `${report.memory.trend.floorGrowthMbPerMin} MB/min (limit ${slopeLimit}` +
      `${judgeTrends ? '' : ', not judged on a short run'})` +
      `${judgeTrends && report.memory.trend.flagged ? ' FLAGGED' : ''}`,
    'free slots left': report.freeSlotsLeft,
    "pharmacist's steps": Object.entries(report.deskSteps)
      .map(([step, n]) => `${step} ${n}`)
      .join(', '),
    messages: !report.messages
      ? 'not delivered (SOAK_WORKER=off), not checked'
      : `${report.messages.rows} in the outbox (${Object.entries(report.messages.byStatus)
          .map(([status, n]) => `${status} ${n}`)
          .join(', ')}), due ones sent ${(report.messages.drainMs / 1000).toFixed(1)} s ` +
        `after the load, ${report.messages.retriedRows} tried more than once`,
    'provider stand-ins': Object.entries(report.messages?.standIns ?? {})
      .map(
        ([name, c]) =>
          `${name} ${c.deliveries} delivered of ${c.attempts} requests ` +
          `(${c.repeat} repeats, ${c.failed} failed, ${c.refused} refused)`,
      )
      .join('; '),
    'abusive client': report.abuser
      ? `${report.abuser.connections} connections from ${report.abuser.address}: ` +
        `${report.abuser.answered} answers, ${report.abuser.refused429} of them 429 ` +
        `(${JSON.stringify(report.abuser.statuses)}), p50 ${report.abuser.p50} ms, ` +
        `${report.abuser.timeouts} still waiting at its 10 s timeout`
      : 'none (SOAK_ABUSER_CONNECTIONS=0)',
  });
  console.log('Invariants');
  console.table(
    report.invariants.map((i) => ({
      invariant: i.name,
      holds: i.ok ? 'yes' : 'NO',
      found: i.detail,
    })),
  );
  for (const sample of report.unexpectedSamples) console.log('unexpected:', sample);
  for (const line of report.serverErrorLines.slice(0, 5)) console.log('server error:', line);

  const out = path.join(root, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'soak.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('written bench/results/soak.json');

  const failures = [];
  if (report.unexpected > 0) failures.push(`${report.unexpected} unexpected errors`);
  for (const i of report.invariants) if (!i.ok) failures.push(`invariant broken: ${i.name}`);
  if (judgeTrends && report.memory.trend.flagged) failures.push('server memory keeps growing');
  if (judgeTrends && report.requests < rate * seconds * 0.8) {
    failures.push(`only ${report.requests} requests of the ${rate * seconds} planned`);
  }
  if (failures.length) {
    console.error(`\n✗ soak failed: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\n✓ soak passed (${((performance.now() - runStarted) / 1000).toFixed(0)} s in all)`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
