import { request as httpRequest, type ClientRequest } from 'node:http';
import { getIntrospectionQuery, graphql as execute } from 'graphql';
import { SQL_QUERY_COUNT_HEADER } from '../common/sql-query-count';
import { buildAppSchema } from '../schema';
import { describeNeeding } from '../test/real-postgres';
import { startBuiltServer, withoutBuild, type BuiltServer } from '../test/built-server';
import { startTestApp, type TestApp } from '../test/test-app';

// What one client can make the server do, bounded: introspection, fresh page renders, searches
// and open requests. Each client is an address named by X-Forwarded-For (TRUST_PROXY=1).

const PATIENT = '198.51.100.7';
const ABUSER = '203.0.113.66';

function from(address: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as object), 'x-forwarded-for': address } };
}

interface GraphQLAnswer {
  data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: { message: string; extensions: Record<string, unknown> }[];
}

async function postGraphql(
  url: string,
  address: string,
  query: string,
  variables?: Record<string, unknown>,
) {
  const response = await fetch(
    `${url}/graphql`,
    from(address, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return { response, body: (await response.json()) as GraphQLAnswer };
}

describe('introspection', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ trustProxy: 1, expensiveReadsPerMinute: 3 });
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses fifteen aliased copies of the schema with the cost code, before they run', async () => {
    const copy =
      '__schema { types { fields { args { name } type { ofType { name ofType { name } } } } } }';
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: ${copy}`).join(' ')} }`;
    const { response, body } = await postGraphql(app.url, ABUSER, query);
    expect(response.status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors![0]).toMatchObject({
      message: 'The query asks for more of the schema than one copy.',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });

  it("answers Sandbox's schema query from memory, equal to a fresh one, spending no reads", async () => {
    const fresh = await execute({
      schema: await buildAppSchema(),
      source: getIntrospectionQuery(),
    });
    // Ten times on a budget of three expensive reads a minute.
    for (let i = 0; i < 10; i += 1) {
      const { response, body } = await postGraphql(app.url, PATIENT, getIntrospectionQuery());
      expect(response.status).toBe(200);
      expect(body).toEqual({ data: JSON.parse(JSON.stringify(fresh.data)) });
    }
  });

  it('answers another introspection document the same each time, without a name too', async () => {
    const query = '{ __type(name: "Doctor") { name fields { name type { name kind } } } }';
    const first = await postGraphql(app.url, PATIENT, query);
    const again = await postGraphql(app.url, PATIENT, query);
    expect(first.body.data?.__type.fields).toEqual(
      expect.arrayContaining([{ name: 'name', type: { name: null, kind: 'NON_NULL' } }]),
    );
    expect(again.body).toEqual(first.body);
  });
});

describe('the budget of expensive reads', () => {
  let app: TestApp;

  beforeAll(async () => {
    // 30 a minute, at most 10 of them in any ten seconds.
    app = await startTestApp({ trustProxy: 1, expensiveReadsPerMinute: 30 });
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses a client past its share with 429 and Retry-After at every door, and serves others', async () => {
    // Each of these is one expensive read.
    const searches = [
      () => fetch(`${app.url}/api/products?search=cream`, from(ABUSER)),
      () => fetch(`${app.url}/api/blogs?search=diet`, from(ABUSER)),
      async () =>
        (await postGraphql(app.url, ABUSER, '{ products(search: "relief") { total } }')).response,
    ];
    for (let i = 0; i < 10; i += 1)
      expect((await searches[i % searches.length]()).status).toBe(200);

    const rest = await fetch(`${app.url}/api/search?q=piles`, from(ABUSER));
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(rest.headers.get('retry-after'))).toBeLessThanOrEqual(10);
    expect(await rest.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.any(String) });

    const gql = await postGraphql(app.url, ABUSER, '{ products(search: "relief") { total } }');
    expect(gql.response.status).toBe(429);
    expect(gql.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(gql.body.data).toBeUndefined();
    expect(gql.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/wait a moment/),
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });

    // Cheap reads go on for the same client; everyone else searches as usual.
    expect((await fetch(`${app.url}/api/doctors`, from(ABUSER))).status).toBe(200);
    expect(
      (await postGraphql(app.url, ABUSER, '{ doctors { name } }')).body.errors,
    ).toBeUndefined();
    expect((await fetch(`${app.url}/api/search?q=piles`, from(PATIENT))).status).toBe(200);
    const other = await postGraphql(app.url, PATIENT, '{ products(search: "relief") { total } }');
    expect(other.body.errors).toBeUndefined();
  });

  it("counts a large document by what it may return, and the site's own pages as nothing", async () => {
    const item = 'id name slug price comparePrice stock isFeatured description shortDescription';
    const large = `{ ${Array.from(
      { length: 9 },
      (_, i) => `p${i}: products(pageSize: 100, page: ${i + 1}) { items { ${item} } }`,
    ).join(' ')} }`;
    const client = '192.0.2.50';
    // About 8,600 values are three expensive reads: three such documents fit in ten.
    for (let i = 0; i < 3; i += 1) {
      expect((await postGraphql(app.url, client, large)).response.status).toBe(200);
    }
    expect((await postGraphql(app.url, client, large)).response.status).toBe(429);

    // A site search looks through three tables: three reads, whichever door it comes through.
    const searcher = '192.0.2.52';
    const site = 'query($q: String!) { search(q: $q) { query } }';
    expect((await postGraphql(app.url, searcher, site, { q: 'knee' })).response.status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      expect((await fetch(`${app.url}/api/search?q=piles`, from(searcher))).status).toBe(200);
    }
    expect((await fetch(`${app.url}/api/search?q=piles`, from(searcher))).status).toBe(429);

    const shopPage = `{ products(pageSize: 24) { total items { ${item} category { name } } } }`;
    for (let i = 0; i < 20; i += 1) {
      expect((await postGraphql(app.url, '192.0.2.51', shopPage)).body.errors).toBeUndefined();
    }
  });
});

describeNeeding(withoutBuild(), 'page renders (production build)', () => {
  let app: BuiltServer;

  beforeAll(async () => {
    app = await startBuiltServer({
      TRUST_PROXY: '1',
      SQL_QUERY_COUNT_HEADER: 'true',
      EXPENSIVE_READS_PER_MINUTE: '6',
    });
  });

  afterAll(async () => {
    await app?.stop();
  });

  const page = async (pathAndQuery: string, address: string) => {
    const response = await fetch(`${app.url}${pathAndQuery}`, from(address));
    return {
      status: response.status,
      queries: Number(response.headers.get(SQL_QUERY_COUNT_HEADER)),
      retryAfter: response.headers.get('retry-after'),
      html: await response.text(),
    };
  };

  it('renders the home page once for /?x=1 ... /?x=30', async () => {
    const home = await page('/', PATIENT);
    expect(home.status).toBe(200);
    expect(home.queries).toBeGreaterThan(0);
    for (let x = 1; x <= 30; x += 1) {
      const same = await page(`/?x=${x}&utm_source=ad${x}`, ABUSER);
      expect(same).toEqual({ status: 200, queries: 0, retryAfter: null, html: home.html });
    }
  });

  it('answers renders past the budget with 429, Retry-After and the plain shell', async () => {
    const client = '192.0.2.80';
    // Six a minute, two in any ten seconds: each search is a fresh render.
    for (const words of ['fibre', 'knee']) {
      const rendered = await page(`/blog?search=${words}`, client);
      expect(rendered.status).toBe(200);
      expect(rendered.queries).toBeGreaterThan(0);
    }
    const refused = await page('/blog?search=piles', client);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused.queries).toBe(0);
    // The shell: the app's script and an empty root, which the browser renders itself.
    expect(refused.html).toContain('<div id="root"></div>');
    expect(refused.html).toMatch(/<script type="module"[^>]+src="\/assets\//);

    // A cached page still comes whole; another visitor's search is rendered.
    expect((await page('/', client)).status).toBe(200);
    expect((await page('/blog?search=piles', PATIENT)).status).toBe(200);
  });
});

describe('requests in progress per client', () => {
  let app: TestApp;
  const held: ClientRequest[] = [];

  beforeAll(async () => {
    app = await startTestApp({ trustProxy: 1, maxConcurrentPerClient: 3 });
  });

  afterAll(async () => {
    for (const request of held) request.destroy();
    await app.close();
  });

  /** A write whose body never finishes: it stays in progress until its connection closes. */
  function holdOpen(address: string): ClientRequest {
    const { hostname, port } = new URL(app.url);
    const request = httpRequest({
      hostname,
      port,
      method: 'POST',
      path: '/api/newsletter',
      headers: {
        'content-type': 'application/json',
        'content-length': '100',
        'x-forwarded-for': address,
      },
    });
    request.on('error', () => undefined);
    request.write('{"email":');
    held.push(request);
    return request;
  }

  /** Asks until the answer is `status` (the server sees held requests a moment after they open). */
  async function waitForStatus(address: string, status: number) {
    let response: Response | undefined;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      response = await fetch(`${app.url}/api/clinic`, from(address));
      if (response.status === status) return response;
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`never answered ${status}; last ${response?.status}`);
  }

  it('refuses a fourth request at once with 429 and Retry-After, and frees a place on close', async () => {
    const first = holdOpen(ABUSER);
    holdOpen(ABUSER);
    holdOpen(ABUSER);
    const refused = await waitForStatus(ABUSER, 429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const gql = await postGraphql(app.url, ABUSER, '{ clinic { name } }');
    expect(gql.response.status).toBe(429);
    expect(gql.body.errors![0].extensions.code).toBe('RATE_LIMITED');

    // Another client is served meanwhile.
    expect((await fetch(`${app.url}/api/clinic`, from(PATIENT))).status).toBe(200);

    first.destroy();
    expect((await waitForStatus(ABUSER, 200)).status).toBe(200);
  });
});
