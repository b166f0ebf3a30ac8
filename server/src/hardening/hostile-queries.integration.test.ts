import { graphqlRequest, refusalProblem, send, snapshot, type RawRequest } from './hostile-cases';
import { startFixtures, type Fixtures } from './hostile-targets';

// The read paths take text too: NUL characters, numbers past PostgreSQL's range and injection
// strings there must be answered (found, empty or refused clearly), never a 500, and change nothing.

const get = (path: string): RawRequest => ({ method: 'GET', path });

const REST: [string, string][] = [
  ['search with NUL', '/api/search?q=ab%00cd'],
  ['search with SQL', '/api/search?q=%27%20OR%201%3D1%20--'],
  ['search with LIKE wildcards', '/api/search?q=%25%25_%5C'],
  ['search as an object', '/api/search?q[a]=b'],
  ['search with broken percent-encoding', '/api/search?q=%E0%A4%A'],
  ['products search with NUL', '/api/products?search=%00'],
  ['products category with NUL', '/api/products?category=%00'],
  ['products page past the integer range', '/api/products?page=99999999999'],
  ['products far page', '/api/products?page=999999999'],
  ['products sortBy with NUL', '/api/products?sortBy=%00'],
  ['product slug with NUL', '/api/products/ab%00'],
  ['product slug with SQL', "/api/products/x'%20OR%20'1'%3D'1"],
  ['blogs search with NUL', '/api/blogs?search=%00'],
  ['blogs tag with NUL', '/api/blogs?tag=%00'],
  ['blog slug with NUL', '/api/blogs/ab%00'],
  ['doctor id past the integer range', '/api/doctors/99999999999'],
  ['doctor slug with NUL', '/api/doctors/ab%00'],
  ['doctors specialization with NUL', '/api/doctors?specialization=%00'],
  ['slots on February 30th', '/api/appointments/slots/1?date=2027-02-30'],
  ['slots for a date with NUL', '/api/appointments/slots/1?date=2026-12-01%00'],
  [
    'slots of a doctor past the integer range',
    '/api/appointments/slots/99999999999?date=2026-12-01',
  ],
  ['appointment with a NUL phone', '/api/appointments/APT-AAAAA?phone=98765%0043210'],
  ['orders by a NUL phone', '/api/orders/by-phone?phone=%00'],
  [
    'order lookup with a NUL order number',
    '/api/orders/lookup?phone=9876543210&orderNumber=ORD%00',
  ],
  ['order lookup with SQL', "/api/orders/lookup?phone=9876543210&orderNumber=ORD'%20OR%20'1'%3D'1"],
  ['order lookup with repeated phones', '/api/orders/lookup?phone=1&phone=9876543210'],
  ['queue of a doctor slug with NUL', '/api/queue/ab%00'],
  ['queue of a doctor slug with SQL', "/api/queue/x'%20OR%20'1'%3D'1"],
  ['queue of a very long doctor slug', `/api/queue/${'a'.repeat(2000)}`],
];

const GRAPHQL: [string, string, Record<string, unknown>][] = [
  [
    'queue slug with NUL',
    'query($s: String!) { queue(doctorSlug: $s) { next } }',
    { s: 'a\u0000' },
  ],
  [
    'queue slug with SQL',
    'query($s: String!) { queue(doctorSlug: $s) { next } }',
    { s: "x' OR '1'='1" },
  ],
  [
    'productsByIds past the integer range',
    'query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }',
    { ids: ['9999999999'] },
  ],
  [
    'productsByIds with NUL',
    'query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }',
    { ids: ['1\u0000'] },
  ],
  ['product slug with NUL', 'query($s: String!) { product(slug: $s) { id } }', { s: 'a\u0000' }],
  ['blogPost slug with NUL', 'query($s: String!) { blogPost(slug: $s) { id } }', { s: 'a\u0000' }],
  ['search with NUL', 'query($q: String!) { search(q: $q) { query } }', { q: 'ab\u0000' }],
  [
    'search with a lone surrogate',
    'query($q: String!) { search(q: $q) { query } }',
    { q: 'ab\uD800' },
  ],
  [
    'products search with NUL',
    'query($s: String) { products(search: $s) { total } }',
    { s: '\u0000' },
  ],
  [
    'products category with NUL',
    'query($c: String) { products(category: $c) { total } }',
    { c: '\u0000' },
  ],
  [
    'blogPosts search and tag with NUL',
    'query($s: String, $t: String) { blogPosts(search: $s, tag: $t) { id } }',
    { s: '\u0000', t: '\u0000' },
  ],
  ['doctor slug with NUL', 'query($s: String) { doctor(slug: $s) { id } }', { s: 'a\u0000' }],
  [
    'doctors specialization with NUL',
    'query($s: String) { doctors(specialization: $s) { id } }',
    { s: '\u0000' },
  ],
  [
    'order number with NUL',
    'query($o: String!) { order(orderNumber: $o, phone: "9876543210") { orderNumber } }',
    { o: 'ORD\u0000' },
  ],
  [
    'availableSlots on February 30th',
    'query { availableSlots(doctorId: "1", date: "2027-02-30") { time } }',
    {},
  ],
];

describe(`read paths: ${REST.length + GRAPHQL.length} hostile cases`, () => {
  let f: Fixtures;
  beforeAll(async () => {
    f = await startFixtures();
  });
  afterAll(async () => {
    await f.close();
  });

  async function expectAnswered(request: RawRequest, door: 'rest' | 'graphql') {
    const before = await snapshot(f.app.dataSource);
    const answer = await send(f.app.url, request);
    const ok = door === 'rest' ? answer.status < 400 : !answer.json?.errors;
    expect({ problem: ok ? undefined : refusalProblem(door, answer) }).toEqual({
      problem: undefined,
    });
    expect(answer.status).toBeLessThan(500);
    expect(await snapshot(f.app.dataSource)).toEqual(before);
  }

  it.each(REST)('REST: %s', async (_label, path) => {
    await expectAnswered(get(path), 'rest');
  });

  it.each(GRAPHQL)('GraphQL: %s', async (_label, query, variables) => {
    await expectAnswered(graphqlRequest(query, variables), 'graphql');
  });
});
