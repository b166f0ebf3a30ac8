// The abusive client beside the patients: one address sending, back to back over several
// connections, the most expensive reads the query limits still accept (three searches in one
// document, a fresh server render per request, nine pages of a hundred products). Its per-client
// budget must refuse it (429) while the patients, each from an address of their own, carry on.

export const ABUSER_ADDRESS = '203.0.113.66';

const WORDS = ['relief', 'cream', 'ayur', 'tablet', 'cooling', 'knee', 'sitz', 'herbal'];
const ITEM = 'id name slug price stock description shortDescription';

const SEARCHES = `query($a: String, $b: String, $c: String) {
  a: products(search: $a, pageSize: 24) { total items { id name price description } }
  b: products(search: $b, pageSize: 24) { total items { id name price description } }
  c: blogPosts(search: $c, limit: 20) { id title excerpt } }`;

const LISTING = `{ ${Array.from(
  { length: 9 },
  (_, i) => `p${i}: products(pageSize: 100, page: ${i + 1}) { items { ${ITEM} } }`,
).join(' ')} }`;

const headers = { 'x-forwarded-for': ABUSER_ADDRESS };
const graphql = (query, variables) => ({
  method: 'POST',
  path: '/graphql',
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

/** The n-th abusive request: each distinct, so no cache answers it for free. */
export function abusiveRequest(n) {
  const word = (k) => WORDS[(n + k) % WORDS.length];
  switch (n % 3) {
    case 0:
      return graphql(SEARCHES, { a: word(0), b: word(1), c: word(2) });
    case 1:
      return { method: 'GET', path: `/products?q=${word(0)}${n}`, headers };
    default:
      return graphql(LISTING);
  }
}

export function newAbuserTally() {
  return { sent: 0, statuses: {}, ms: [] };
}

/** autocannon's request list for the abuser: every answer counted by status. */
export function abuserRequests(tally) {
  let n = 0;
  return [
    {
      setupRequest(req, context) {
        const call = abusiveRequest(n++);
        context.sentAt = performance.now();
        return { ...req, ...call, headers: { ...req.headers, ...call.headers } };
      },
      onResponse(status, _body, context) {
        tally.sent += 1;
        tally.ms.push(performance.now() - context.sentAt);
        tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
      },
    },
  ];
}
