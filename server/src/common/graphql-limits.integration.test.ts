import { getIntrospectionQuery } from 'graphql';
import { graphql, startTestApp, type TestApp } from '../test/test-app';

describe('GraphQL limits', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ nodeEnv: 'production' });
  });

  afterAll(async () => {
    await app.close();
  });

  it("answers the site's own queries and Sandbox's introspection", async () => {
    const doctors = await graphql(
      app.url,
      '{ doctors { id name workingPlan { breaks { start } } } }',
    );
    expect(doctors.errors).toBeUndefined();
    const schema = await graphql(app.url, getIntrospectionQuery());
    expect(schema.errors).toBeUndefined();
    expect(schema.data?.__schema).toBeDefined();
  });

  it('refuses a query deeper than 8 levels', async () => {
    const query = `{ blogPost(slug: "piles-friendly-diet") { relatedPosts { relatedPosts {
      relatedPosts { relatedPosts { relatedPosts { relatedPosts { relatedPosts { title } } } } } } } } }`;
    const result = await graphql(app.url, query);
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]).toMatchObject({
      message: 'The query is 9 levels deep; at most 8 are allowed.',
      extensions: { code: 'QUERY_TOO_DEEP' },
    });
  });

  it('refuses more than 15 aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: clinic { name }`).join(' ');
    const result = await graphql(app.url, `{ ${aliases} }`);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_ALIASES' } });
  });

  it('refuses a query that could return too many values', async () => {
    // Lists inside lists multiply: 10 posts x 10 related x 10 related x 10 tags x 2 fields...
    const query = `{ blogPosts { relatedPosts { relatedPosts { tags { id name } } } } }`;
    const result = await graphql(app.url, query);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  it('counts the page size a page is asked for, from variables too, in its items', async () => {
    // 10 pages x 12 fields per product: 10 products a page is about 1,200 values, 100 is 12,000.
    const item = 'id name slug price comparePrice stock isFeatured description createdAt images';
    const pages = Array.from(
      { length: 10 },
      (_, i) => `p${i}: products(pageSize: $size) { items { ${item} category { name } } }`,
    ).join(' ');
    const query = `query Pages($size: Int!) { ${pages} }`;
    const small = await graphql(app.url, query, { size: 10 });
    expect(small.errors).toBeUndefined();
    const large = await graphql(app.url, query, { size: 100 });
    expect(large.status).toBe(400);
    expect(large.data).toBeUndefined();
    expect(large.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^The query could return about 1\d{4} values/),
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
  });

  it('counts what introspection asks for: one deep schema query, not fifteen', async () => {
    // As deep as graphql-js lets introspection go.
    const deep =
      '__schema { types { name fields { name type { name fields { name type { name } } } } } }';
    const once = await graphql(app.url, `{ ${deep} }`);
    expect(once.errors).toBeUndefined();
    const copies = Array.from({ length: 15 }, (_, i) => `s${i}: ${deep}`).join(' ');
    const result = await graphql(app.url, `{ ${copies} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  it('lets a document hold three searches, not four, from variables too', async () => {
    const products = (n: number) =>
      Array.from(
        { length: n },
        (_, i) => `p${i}: products(search: $words) { total items { id name } }`,
      ).join(' ');
    const query = (fields: string) => `query Searches($words: String!) { ${fields} }`;
    expect(
      (await graphql(app.url, query(products(3)), { words: 'relief' })).errors,
    ).toBeUndefined();
    const four = await graphql(app.url, query(products(4)), { words: 'relief' });
    expect(four.status).toBe(400);
    expect(four.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });

    // The site search looks through doctors, products and posts: three searches in one.
    const site = 's: search(q: $words) { products { title } posts { title } }';
    expect((await graphql(app.url, query(site), { words: 'piles' })).errors).toBeUndefined();
    const more = await graphql(app.url, query(`${site} ${products(1)}`), { words: 'piles' });
    expect(more.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });

    // Blank words are no search: fifteen of them are fifteen cheap pages.
    const pages = Array.from(
      { length: 15 },
      (_, i) => `p${i}: products(search: $words) { total items { id } }`,
    ).join(' ');
    const blank = await graphql(app.url, `query Pages($words: String) { ${pages} }`, {
      words: ' ',
    });
    expect(blank.errors).toBeUndefined();
  });

  it('counts a page left to its own size as the largest page', async () => {
    const post = 'id slug title excerpt content image publishedAt readingMinutes';
    const lists = (limit: string) =>
      Array.from({ length: 12 }, (_, i) => `b${i}: blogPosts${limit} { ${post} }`).join(' ');
    expect((await graphql(app.url, `{ ${lists('(limit: 10)')} }`)).errors).toBeUndefined();
    const unstated = await graphql(app.url, `{ ${lists('')} }`);
    expect(unstated.status).toBe(400);
    expect(unstated.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  it('refuses, without hanging, a fragment spread twice in each of 40 nested fragments', async () => {
    // 2^40 spreads: counting them one by one would never finish.
    const fragments = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on BlogPost { ...F${i + 1} ...F${i + 1} }`,
    ).join(' ');
    const query = `{ blogPosts { ...F0 } } ${fragments} fragment F40 on BlogPost { id }`;
    const result = await graphql(app.url, query);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });

  it('refuses a document of more than 1000 tokens', async () => {
    const fields = Array.from({ length: 1100 }, () => 'name').join(' ');
    const result = await graphql(app.url, `{ clinic { ${fields} } }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0].message).toMatch(/1000 tokens/);
    expect(result.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('gives no field suggestions in production', async () => {
    const result = await graphql(app.url, '{ doctor { nam } }');
    expect(result.errors?.[0].message).not.toMatch(/Did you mean/);
  });

  it('refuses batched requests', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ clinic { name } }' }, { query: '{ clinic { name } }' }]),
    });
    expect(response.status).toBe(400);
  });
});
