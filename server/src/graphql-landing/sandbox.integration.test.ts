import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../common/config';
import { startTestApp, type TestApp } from '../test/test-app';
import { integrityOf, SANDBOX_TEXTS } from './sandbox-page';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The CSP's directives by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('the GraphQL Sandbox page', () => {
  let app: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    closed = await startTestApp({ introspection: false }, app.dataSource);
  });
  afterAll(async () => {
    await closed.close();
    await app.close();
  });

  it("loads Sandbox from Apollo's CDN with no inline script or style, under a CSP of its own", async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://embeddable-sandbox.cdn.apollographql.com',
    ]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(['https://sandbox.embed.apollographql.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe');

    const page = await response.text();
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes)?.[1])).toEqual([
      'https://embeddable-sandbox.cdn.apollographql.com/v2/embeddable-sandbox.umd.production.min.js',
      '/graphql/sandbox.js',
    ]);
    for (const [, , body] of scripts) expect(body).toBe('');
    expect(page).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  });

  it('says where the schema file is in the HTML itself, readable without JavaScript', async () => {
    const page = await (await fetch(`${app.url}/graphql`, { headers: html })).text();
    expect(page).toContain(SANDBOX_TEXTS.offline);
    expect(page).toContain(`<a href="/graphql/schema.graphql">${SANDBOX_TEXTS.schemaLink}</a>`);
  });

  it.each([
    ['/graphql/sandbox.js', /^text\/javascript/, 'script'],
    ['/graphql/sandbox.css', /^text\/css/, 'link'],
  ])('serves %s with the integrity hash its tag carries', async (file, type, tag) => {
    const page = await (await fetch(`${app.url}/graphql`, { headers: html })).text();
    const response = await fetch(`${app.url}${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    const body = await response.text();
    const element = new RegExp(`<${tag}[^>]*"${file}"[^>]*>`).exec(page)![0];
    expect(element).toContain(`integrity="${integrityOf(body)}"`);
  });

  it('serves the schema as the file the build commits', async () => {
    const response = await fetch(`${app.url}/graphql/schema.graphql`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      readFileSync(path.join(repoRoot, 'schema', 'schema.graphql'), 'utf8'),
    );
  });

  it.each([
    ['the site', '/', {}],
    ['the REST API', '/api/doctors', {}],
    ['the schema file', '/graphql/schema.graphql', {}],
    [
      'a GraphQL GET from a program',
      '/graphql?query=%7B__typename%7D',
      { 'apollo-require-preflight': '1' },
    ],
    ['a GraphQL POST', '/graphql', { 'content-type': 'application/json' }],
  ])(
    "keeps %s on the site's own policy: no CDN, no inline script",
    async (_what, target, headers) => {
      const response = await fetch(`${app.url}${target}`, {
        method: 'content-type' in headers ? 'POST' : 'GET',
        headers,
        body: 'content-type' in headers ? JSON.stringify({ query: '{ __typename }' }) : undefined,
      });
      const policy = response.headers.get('content-security-policy');
      expect(directives(policy).get('script-src')).toEqual(["'self'"]);
      expect(policy).not.toContain('apollographql');
    },
  );

  it('answers a GraphQL GET from a program with data, not the page', async () => {
    const response = await fetch(`${app.url}/graphql?query=%7B__typename%7D`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': '1' },
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('publishes neither page nor schema file when introspection is off', async () => {
    const page = await fetch(`${closed.url}/graphql`, { headers: html });
    expect(await page.text()).not.toContain(SANDBOX_TEXTS.title);
    const schema = await fetch(`${closed.url}/graphql/schema.graphql`);
    expect(schema.status).not.toBe(200);
    expect(await schema.text()).not.toContain('type Query');
  });
});
