import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './common/database';
import { entities } from './entities';
import { migrations } from './migrations';
import { startDatabaseRelay } from './test/database-relay';
import { getJson, graphql, startTestApp, type TestApp } from './test/test-app';

describe('the HTTP app', () => {
  let app: TestApp;
  let clientDist: string;

  beforeAll(async () => {
    clientDist = mkdtempSync(path.join(tmpdir(), 'clinic-client-'));
    mkdirSync(path.join(clientDist, 'assets'));
    writeFileSync(path.join(clientDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(clientDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    app = await startTestApp({ clientDist, imageHosts: ['res.cloudinary.com'] });
  });

  afterAll(async () => {
    await app.close();
    rmSync(clientDist, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz', async () => {
    expect(await getJson(app.url, '/healthz')).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    expect(await getJson(app.url, '/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
  });

  it('answers 503 while the database is gone and recovers by itself when it returns', async () => {
    const database = await startDatabaseRelay();
    const dataSource = new DataSource(dataSourceOptions(database.url, { entities, migrations }, 2));
    await dataSource.initialize();
    const lonely = await startTestApp({}, dataSource);
    try {
      expect((await getJson(lonely.url, '/readyz')).status).toBe(200);
      await database.cut();
      const { status, body } = await getJson(lonely.url, '/readyz');
      expect(status).toBe(503);
      expect(body).toEqual({ status: 'unavailable' });

      // A clear "try again" with the request id; never the cause or a stack.
      const rest = await fetch(`${lonely.url}/api/doctors`, { headers: { 'x-request-id': 'r-1' } });
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('30');
      const restBody = await rest.json();
      expect(restBody).toEqual({
        error: expect.stringMatching(/cannot reach our records.*try again/i),
        code: 'SERVICE_UNAVAILABLE',
        requestId: 'r-1',
      });
      expect(JSON.stringify(restBody)).not.toMatch(/ECONNREFUSED|stack|\.ts:/);

      const gql = await graphql(lonely.url, '{ doctors { name } }');
      expect(gql.errors![0].extensions!.code).toBe('SERVICE_UNAVAILABLE');
      expect(gql.errors![0].message).toMatch(/cannot reach our records/i);
      expect(JSON.stringify(gql)).not.toMatch(/ECONNREFUSED|stacktrace|\.ts:/);

      await database.restore();
      let recovered = 0;
      for (let attempt = 0; attempt < 50 && recovered !== 200; attempt += 1) {
        recovered = (await getJson(lonely.url, '/api/doctors')).status;
        if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(recovered).toBe(200);
      expect((await getJson(lonely.url, '/readyz')).status).toBe(200);
    } finally {
      await lonely.close();
      await dataSource.destroy().catch(() => undefined);
      await database.cut();
    }
  });

  it('echoes a sane x-request-id and replaces an insane one', async () => {
    const given = await fetch(`${app.url}/api/clinic`, { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const insane = await fetch(`${app.url}/api/clinic`, {
      headers: { 'x-request-id': '<script>'.repeat(40) },
    });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a strict Content-Security-Policy with the image hosts', async () => {
    const response = await fetch(`${app.url}/api/clinic`);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src 'self' data: https:\/\/res\.cloudinary\.com/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('apollographql');
  });

  it('shows the Apollo Sandbox landing page to a browser at GET /graphql', async () => {
    const response = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('embeddable-sandbox');
    expect(response.headers.get('content-security-policy')).toContain(
      'https://embeddable-sandbox.cdn.apollographql.com',
    );
  });

  it('refuses a GraphQL POST that is not JSON (CSRF prevention)', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ specializations }' }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
  });

  it('answers GraphQL syntax errors and unknown fields without a stack trace', async () => {
    const syntax = await graphql(app.url, '{ doctors { ');
    expect(syntax.status).toBe(400);
    expect(syntax.errors![0].extensions!.code).toBe('GRAPHQL_PARSE_FAILED');
    const unknown = await graphql(app.url, '{ doctors { password } }');
    expect(unknown.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify([syntax, unknown])).not.toMatch(/stacktrace|\.ts:\d+/);
  });

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
    const malformed = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(malformed.status).toBe(400);
    const body = await malformed.text();
    expect(body).not.toMatch(/at .*\(|stack/i);

    const huge = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ specializations } # ${'x'.repeat(200_000)}` }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'The request body is too large.' });
  });

  it('answers unknown /api paths with JSON 404', async () => {
    const { status, body } = await getJson(app.url, '/api/nothing-here');
    expect(status).toBe(404);
    expect(body.error).toEqual(expect.any(String));
  });

  it('serves the client: fingerprinted assets cached forever, index.html for app routes', async () => {
    const asset = await fetch(`${app.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const route of ['/', '/blog/some-post', '/book-appointment?doctorId=1']) {
      const page = await fetch(`${app.url}${route}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('public, no-cache');
      expect(await page.text()).toContain('<div id="root">');
    }

    const missingFile = await fetch(`${app.url}/images/missing.png`);
    expect(missingFile.status).toBe(404);
  });
});
