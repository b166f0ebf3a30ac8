// One scenario under a steady load with autocannon: a warm-up, one sampled request (its answer and
// its X-SQL-Queries header), then the measured run. Every request gets its own body from the
// scenario (distinct slots, idempotency keys), and every answer is checked for GraphQL errors.
import autocannon from 'autocannon';

const hasGraphqlErrors = (body) => typeof body === 'string' && body.includes('"errors":');

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Autocannon's request list: one entry whose body the scenario builds afresh each time. */
function requestsFor(scenario, state, counter, tally) {
  return [
    {
      setupRequest(request) {
        const call = scenario.request(state, counter.next);
        counter.next += 1;
        return {
          ...request,
          method: call.method ?? 'POST',
          path: call.path,
          headers: { ...request.headers, 'content-type': 'application/json', ...call.headers },
          // A file upload sends its bytes as they are (call.headers names their type).
          body: call.rawBody ?? JSON.stringify(call.body),
        };
      },
      onResponse(status, body) {
        if (status >= 200 && status < 300 && hasGraphqlErrors(body)) {
          tally.graphqlErrors += 1;
          tally.firstError ??= body.slice(0, 300);
        } else if (status >= 300) {
          tally.firstError ??= `${status} ${String(body).slice(0, 300)}`;
        }
      },
    },
  ];
}

async function sample(baseUrl, scenario, state, counter) {
  const call = scenario.request(state, counter.next);
  counter.next += 1;
  const res = await fetch(`${baseUrl}${call.path}`, {
    method: call.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...call.headers },
    body: call.rawBody ?? JSON.stringify(call.body),
  });
  const text = await res.text();
  const header = res.headers.get('x-sql-queries');
  return {
    status: res.status,
    ok: res.ok && !hasGraphqlErrors(text),
    sqlQueries: header === null ? null : Number(header),
    answer: text.slice(0, 200),
  };
}

/**
 * `counter` numbers the requests (a second run on the same state passes the first's, so a booking
 * takes a slot nobody has); `until`, a promise, ends the measured run early when it settles.
 */
export async function runLoad({
  baseUrl,
  scenario,
  state,
  connections,
  duration,
  warmup,
  counter = { next: 0 },
  until,
}) {
  const discard = { graphqlErrors: 0 };
  const common = { url: baseUrl, connections, timeout: 30, renderProgressBar: false };
  if (warmup > 0) {
    const requests = requestsFor(scenario, state, counter, discard);
    await autocannon({ ...common, duration: warmup, requests });
  }
  const sampled = await sample(baseUrl, scenario, state, counter);

  const tally = { graphqlErrors: 0 };
  const latencies = [];
  const run = autocannon({
    ...common,
    duration,
    requests: requestsFor(scenario, state, counter, tally),
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  until?.then(() => run.stop());
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    operation: scenario.operation,
    connections,
    seconds: result.duration,
    responses: latencies.length,
    rps: Math.round(latencies.length / result.duration),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? null,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    graphqlErrors: tally.graphqlErrors,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    firstError: tally.firstError,
    sqlQueries: sampled.sqlQueries,
    sample: sampled,
  };
}
