import { graphql, startTestApp, type TestApp } from '../test/test-app';

// The cost of a document is worked out once when its variables cannot change it; these send the
// same document again with other variables and expect what a first sending gets.
describe('GraphQL limits on a document sent again', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ nodeEnv: 'production' });
  });

  afterAll(async () => {
    await app.close();
  });

  const item = 'id name slug price comparePrice stock isFeatured description createdAt images';
  const pages = Array.from(
    { length: 10 },
    (_, i) => `p${i}: products(pageSize: 100) { items { ${item} category { name } } }`,
  ).join(' ');

  it('counts what @include lets in, whatever the same document cost before', async () => {
    const query = `query Pages($all: Boolean!) { doctors { id } ...@include(if: $all) { ${pages} } }`;
    expect((await graphql(app.url, query, { all: false })).errors).toBeUndefined();
    const all = await graphql(app.url, query, { all: true });
    expect(all.status).toBe(400);
    expect(all.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
    expect((await graphql(app.url, query, { all: false })).errors).toBeUndefined();
  });

  it('still refuses a wrong variable after the same document was answered', async () => {
    const query = 'query Doctor($slug: String!) { doctor(slug: $slug) { id } }';
    const first = await graphql(app.url, query, { slug: 'nobody-here' });
    expect(first.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const wrong = await graphql(app.url, query, { slug: 5 });
    expect(wrong.status).toBe(400);
    expect(wrong.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const missing = await graphql(app.url, query, {});
    expect(missing.status).toBe(400);
    expect(missing.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});
