// npm run bench -- instances: throughput with one instance and with two. The same public reads at
// BENCH_CONNECTIONS, first all on the running instance, then half on it and half on a second
// instance of the same build over the same database, as nginx's round-robin shares them out (the
// proxy itself is left out: its TLS would be measured with the app). Each half is its own
// autocannon in this one process, so the load generator shares the two cores with both servers
// and PostgreSQL, as it does for every other figure here. Requests come from 50 patients in turn
// (bench/patients.mjs): one client sending them all would meet its own budget of expensive
// reads, a page of products being one.
import doctorsQuery from './scenarios/doctors.mjs';
import { runLoad } from './load.mjs';
import { asPatients } from './patients.mjs';
import { startServer, waitReady } from './server.mjs';

const SCENARIOS = [
  {
    name: 'GET /api/doctors',
    operation: 'rest',
    request: () => ({ method: 'GET', path: '/api/doctors' }),
  },
  {
    name: 'GET /api/products',
    operation: 'rest',
    request: () => ({ method: 'GET', path: '/api/products' }),
  },
  { ...doctorsQuery, name: 'POST /graphql { doctors }' },
].map(asPatients);

/**
 * Each scenario with one instance (`baseUrl`, already running) and with two (a second started on
 * `port + 3`, stopped at the end). The two-instance figure is the sum of both halves' answers per
 * second; its latencies are the worse half's.
 */
export async function runInstances({ root, databaseUrl, port, baseUrl, settings, log }) {
  const secondUrl = `http://127.0.0.1:${port + 3}`;
  const second = startServer({ root, databaseUrl, port: port + 3 });
  try {
    await waitReady(second, `${secondUrl}/readyz`);
    const rows = [];
    for (const scenario of SCENARIOS) {
      const one = await runLoad({ baseUrl, scenario, state: {}, ...settings });
      const half = Math.max(1, Math.round(settings.connections / 2));
      const halves = await Promise.race([
        Promise.all(
          [baseUrl, secondUrl].map((url) =>
            runLoad({ baseUrl: url, scenario, state: {}, ...settings, connections: half }),
          ),
        ),
        second.exited.then(() => {
          throw new Error('the second instance stopped');
        }),
      ]);
      const worse = (key) => Math.max(...halves.map((h) => h[key] ?? 0));
      const two = {
        rps: halves.reduce((sum, h) => sum + h.rps, 0),
        p50: worse('p50'),
        p95: worse('p95'),
        p99: worse('p99'),
        errors: halves.reduce((sum, h) => sum + h.non2xx + h.connectionErrors + h.timeouts, 0),
      };
      const row = {
        scenario: scenario.name,
        connections: settings.connections,
        one: {
          rps: one.rps,
          p50: one.p50,
          p95: one.p95,
          p99: one.p99,
          errors: one.non2xx + one.connectionErrors + one.timeouts,
        },
        two,
        ratio: one.rps > 0 ? Number((two.rps / one.rps).toFixed(2)) : null,
        firstError: one.firstError ?? halves.find((h) => h.firstError)?.firstError,
      };
      log(`instances: ${scenario.name}: ${one.rps} req/s with one, ${two.rps} with two`);
      rows.push(row);
    }
    return { rows };
  } finally {
    await second.stop();
  }
}
