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
