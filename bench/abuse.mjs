// One client against everyone else: the /api/doctors latency a patient sees, quiet and while
// 8 connections from one client send the most expensive request the query limits accept.
//
// The most expensive request is found, not assumed: each candidate below is accepted by the cost
// limit and made distinct per request (so no cache answers it); the one that takes the server
// longest, timed one at a time (each from an address of its own, so no per-client turn or
// budget is in the timing), is the one the abuser sends.
import http from 'node:http';
import autocannon from 'autocannon';

const WORDS = ['relief', 'cream', 'knee', 'herbal', 'tablet', 'cooling', 'pain', 'sitz', 'ayur'];
const word = (n) => WORDS[n % WORDS.length];
const ITEM = 'id name slug price comparePrice stock isFeatured description shortDescription';

const graphql = (query, variables) => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

/** Each returns the n-th request of its kind; all are within the GraphQL cost limit. */
export const CANDIDATES = {
  'three product searches': (n) =>
    graphql(
      `
        query ($a: String, $b: String, $c: String) {
          a: products(search: $a, pageSize: 24) {
            total
            items {
              id
              name
              price
              description
            }
          }
          b: products(search: $b, pageSize: 24) {
            total
            items {
              id
              name
              price
              description
            }
          }
          c: products(search: $c, pageSize: 24) {
            total
            items {
              id
              name
              price
              description
            }
          }
        }
      `,
      { a: word(n), b: word(n + 1), c: word(n + 2) },
    ),
  'a site search (three tables)': (n) =>
    graphql(
      `
        query ($a: String!) {
          a: search(q: $a) {
            products {
              title
            }
            posts {
              title
            }
            doctors {
              title
            }
          }
        }
      `,
      { a: word(n) },
    ),
  'three post searches': (n) =>
    graphql(
      `
        query ($a: String, $b: String, $c: String) {
          a: blogPosts(search: $a, limit: 20) {
            id
            title
            excerpt
          }
          b: blogPosts(search: $b, limit: 20) {
            id
            title
            excerpt
          }
          c: blogPosts(search: $c, limit: 20) {
            id
            title
            excerpt
          }
        }
      `,
      { a: word(n), b: word(n + 1), c: word(n + 2) },
    ),
  'nine pages of 100 products': (n) =>
    graphql(
      `{ ${Array.from(
        { length: 9 },
        (_, i) =>
          `p${i}: products(pageSize: 100, page: ${1 + ((n * 9 + i) % 900)}) { items { ${ITEM} } }`,
      ).join(' ')} }`,
    ),
  'a schema query not seen before': (n) =>
    graphql(
      `{ n${n}: __typename __schema { types { name kind fields { name args { name type { name } }
        type { name kind ofType { name kind ofType { name } } } } } } }`,
    ),
  'a shop page with a fresh search': (n) => ({
    method: 'GET',
    path: `/products?q=${word(n)}&page=${1 + (n % 50)}`,
  }),
};

/** One request over a kept-alive connection: its status, body size and milliseconds. */
function send(agent, baseUrl, request, headers = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${request.path}`,
      { method: request.method, headers: { ...request.headers, ...headers }, agent },
      (res) => {
        let bytes = 0;
        let text = '';
        res.on('data', (chunk) => {
          bytes += chunk.length;
          if (text.length < 300) text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode, bytes, text, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};
const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : null;

/**
 * Times each candidate alone, each request from an address of its own (the bench server trusts
 * X-Forwarded-For); the slowest accepted one is the abuser's.
 */
export async function findCostliest(baseUrl, runs = 8) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const timings = [];
  let n = 1_000;
  try {
    for (const [name, build] of Object.entries(CANDIDATES)) {
      const ms = [];
      let problem;
      for (let i = 0; i < runs + 2; i += 1) {
        const address = `198.18.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;
        const answer = await send(agent, baseUrl, build(n++), { 'x-forwarded-for': address });
        const refused = answer.status !== 200 || /"errors":/.test(answer.text);
        if (refused) problem ??= `${answer.status} ${answer.text.slice(0, 160)}`;
        if (i >= 2) ms.push(answer.ms);
      }
      timings.push({ name, medianMs: median(ms), accepted: !problem, problem });
    }
  } finally {
    agent.destroy();
  }
  const accepted = timings.filter((t) => t.accepted);
  const costliest = accepted.reduce((a, b) => (b.medianMs > a.medianMs ? b : a), accepted[0]);
  return { timings, costliest: costliest?.name };
}

/** /api/doctors one request after another for `seconds`, as one patient: latencies and statuses. */
async function patientDoctors(baseUrl, seconds, into) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const until = performance.now() + seconds * 1000;
  try {
    while (performance.now() < until) {
      const answer = await send(agent, baseUrl, { method: 'GET', path: '/api/doctors' });
      into.statuses[answer.status] = (into.statuses[answer.status] ?? 0) + 1;
      into.ms.push(answer.ms);
    }
  } finally {
    agent.destroy();
  }
}

function summary({ ms, statuses }) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    requests: sorted.length,
    statuses,
  };
}

/** `connections` connections sending `build(n)` back to back, counting the answers by status. */
function abuser(baseUrl, build, connections, seconds, statuses, start) {
  let n = start;
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 30,
    renderProgressBar: false,
    requests: [
      {
        setupRequest(req) {
          const call = build(n++);
          return { ...req, ...call, headers: { ...req.headers, ...call.headers } };
        },
        onResponse(status) {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
}

/**
 * Quiet and abused spells taken in turns (`rounds` of each, `seconds` in all for each), so a
 * machine that grows busier or quieter meanwhile moves both alike: in each round the patient asks
 * alone, then the abuser starts, and after `warmup` s the patient asks again beside it.
 */
export async function measureAbuse({
  baseUrl,
  request,
  connections = 8,
  seconds,
  warmup,
  rounds = 4,
}) {
  const quiet = { ms: [], statuses: {} };
  const abused = { ms: [], statuses: {} };
  const abuserStatuses = {};
  const spell = seconds / rounds;
  for (let round = 0; round < rounds; round += 1) {
    await patientDoctors(baseUrl, spell, quiet);
    const attack = abuser(
      baseUrl,
      CANDIDATES[request],
      connections,
      Math.ceil(warmup + spell + 1),
      abuserStatuses,
      round * 1_000_000,
    );
    await new Promise((resolve) => setTimeout(resolve, warmup * 1000));
    await patientDoctors(baseUrl, spell, abused);
    await attack;
  }
  const [q, a] = [summary(quiet), summary(abused)];
  return {
    rounds,
    quiet: q,
    abused: a,
    ratio: q.p50 ? Number((a.p50 / q.p50).toFixed(2)) : null,
    abuser: { connections, statuses: abuserStatuses },
  };
}
