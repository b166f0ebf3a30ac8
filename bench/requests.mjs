// npm run bench -- requests: what a request costs beyond the bytes it answers. Each path is
// measured on the app (demo data), then on a bare node:http server answering the very bytes the
// app answered for it (bench/bare-replay.mjs), one after the other at the same connections, as
// the table of per-request costs was measured. The ratio is the app's share of bare.
// Requests come from 50 patients (bench/patients.mjs): as one client, a list of products or
// posts would meet that client's budget of expensive reads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import doctorsQuery from './scenarios/doctors.mjs';
import { runLoad } from './load.mjs';
import { asPatients } from './patients.mjs';
import { startProcess, waitReady } from './server.mjs';

const get = (name, pathname, target) => ({
  name,
  operation: 'rest',
  target,
  request: () => ({ method: 'GET', path: pathname }),
});

/** The paths and the share of bare each should reach (issue 23). */
export const PATHS = [
  get('GET /healthz', '/healthz', 0.5),
  get('GET /api/doctors', '/api/doctors', 0.4),
  get('GET /api/products', '/api/products', 0.4),
  get('GET /api/blogs', '/api/blogs', 0.4),
  { ...doctorsQuery, name: 'POST /graphql { doctors }', target: 0.3 },
].map(asPatients);

/** The p99 every path should stay under at 50 connections (ms). */
export const P99_TARGET_MS = 50;

/** The app's answer to one request of `scenario`, uncompressed, as autocannon receives it. */
async function answerOf(baseUrl, scenario) {
  const call = scenario.request({}, 0);
  const method = call.method ?? 'POST';
  const res = await fetch(`${baseUrl}${call.path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
    body: method === 'GET' ? undefined : JSON.stringify(call.body),
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${scenario.name}: ${res.status} ${body.toString().slice(0, 200)}`);
  return {
    method,
    path: call.path,
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: body.toString('base64'),
    bytes: body.length,
  };
}

const figures = (r) => ({
  rps: r.rps,
  p50: r.p50,
  p95: r.p95,
  p99: r.p99,
  errors: r.non2xx + r.connectionErrors + r.timeouts + r.graphqlErrors,
  firstError: r.firstError,
});

export async function runRequests({ baseUrl, port, settings, log }) {
  const answers = [];
  for (const scenario of PATHS) answers.push(await answerOf(baseUrl, scenario));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-replay-'));
  const replayFile = path.join(dir, 'answers.json');
  writeFileSync(replayFile, JSON.stringify(answers));
  const bareUrl = `http://127.0.0.1:${port + 4}`;
  const bare = startProcess(
    'bare replay',
    path.dirname(new URL(import.meta.url).pathname),
    'bare-replay.mjs',
    {
      REPLAY_FILE: replayFile,
      PORT: String(port + 4),
    },
  );
  try {
    await waitReady(bare, `${bareUrl}/readyz`);
    const rows = [];
    for (const [i, scenario] of PATHS.entries()) {
      const app = await runLoad({ baseUrl, scenario, state: {}, ...settings });
      const floor = await Promise.race([
        runLoad({ baseUrl: bareUrl, scenario, state: {}, ...settings }),
        bare.exited,
      ]);
      const row = {
        path: scenario.name,
        bytes: answers[i].bytes,
        sqlQueries: app.sqlQueries,
        app: figures(app),
        bare: figures(floor),
        ratio: floor.rps > 0 ? Number((app.rps / floor.rps).toFixed(3)) : null,
        target: scenario.target,
      };
      log(
        `requests: ${row.path}: ${app.rps} req/s (p99 ${app.p99} ms), bare ${floor.rps}, ` +
          `${(row.ratio * 100).toFixed(1)}%`,
      );
      rows.push(row);
    }
    return { connections: settings.connections, p99Target: P99_TARGET_MS, rows };
  } finally {
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
