import pino from 'pino';
import { ClinicService } from '../clinic/clinic.service';
import { ContactService } from '../messages/contact.service';
import { graphql, startTestApp, type TestApp } from '../test/test-app';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('security headers', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await startTestApp();
    proxied = await startTestApp({ trustProxy: 1 }, direct.dataSource);
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  const paths = ['/', '/api/doctors', '/robots.txt'];

  it.each(paths)('sends no Strict-Transport-Security over plain HTTP (%s)', async (path) => {
    const response = await fetch(`${direct.url}${path}`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each(paths)(
    'sends Strict-Transport-Security behind a TLS proxy it trusts (%s)',
    async (path) => {
      const response = await fetch(`${proxied.url}${path}`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toBe(HSTS);
      const plain = await fetch(`${proxied.url}${path}`, {
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const response = await fetch(`${direct.url}/api/doctors`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each([
    ['the site', '/', {}],
    ['the REST API', '/api/doctors', {}],
    ['a GraphQL POST', '/graphql', { method: 'POST' }],
    ['an API 404', '/api/nothing', {}],
  ])(
    'protects %s: nosniff, no referrer, no framing, no inline scripts',
    async (_name, path, init) => {
      const response = await fetch(`${direct.url}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json' },
        body: 'method' in init ? JSON.stringify({ query: '{ specializations }' }) : undefined,
      });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("frame-ancestors 'none'");
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
    },
  );

  it("keeps frame-ancestors 'none' on the Sandbox page, the one page that loads Apollo's CDN", async () => {
    const response = await fetch(`${direct.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('unexpected errors carry the request id a patient can quote', () => {
  let app: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const logger = pino(
      { level: 'error' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    app = await startTestApp({}, undefined, logger);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const loggedWith = (requestId: string) =>
    lines.filter((line) => line.requestId === requestId && line.level === 50);

  it('REST: 500 with the id in the message, the body, the header and the log line', async () => {
    jest
      .spyOn(ClinicService.prototype, 'profile')
      .mockRejectedValue(new Error('connection string postgres://secret'));
    const response = await fetch(`${app.url}/api/clinic`, {
      headers: { 'x-request-id': 'rest-err-1' },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('rest-err-1');
    const body = await response.json();
    expect(body).toEqual({
      error:
        'Something went wrong on our side. Please try again in a moment. (reference rest-err-1)',
      requestId: 'rest-err-1',
    });
    expect(loggedWith('rest-err-1')).toEqual([
      expect.objectContaining({
        msg: 'unexpected error',
        err: expect.objectContaining({ message: expect.stringContaining('secret') }),
      }),
    ]);
  });

  it('REST write path: a failed save is a 500 with the id too, never the cause', async () => {
    jest.spyOn(ContactService.prototype, 'send').mockRejectedValue(new TypeError('x is undefined'));
    const response = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Asha',
        email: 'asha@example.in',
        subject: 'Hours',
        message: 'Open on Sunday?',
      }),
    });
    expect(response.status).toBe(500);
    const id = response.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const text = await response.text();
    expect(text).toContain(`(reference ${id})`);
    expect(text).not.toContain('undefined');
    expect(loggedWith(id)).toHaveLength(1);
  });

  it('GraphQL: INTERNAL_SERVER_ERROR with the id in the message, the extensions, the header and the log', async () => {
    jest.spyOn(ClinicService.prototype, 'profile').mockRejectedValue(new Error('disk on fire'));
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'gql-err-1' },
      body: JSON.stringify({ query: '{ clinic { name } }' }),
    });
    expect(response.headers.get('x-request-id')).toBe('gql-err-1');
    const body = (await response.json()) as { errors: unknown[] };
    expect(body.errors).toEqual([
      expect.objectContaining({
        message:
          'Something went wrong on our side. Please try again in a moment. (reference gql-err-1)',
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'gql-err-1' },
      }),
    ]);
    expect(JSON.stringify(body)).not.toContain('disk on fire');
    expect(loggedWith('gql-err-1')).toEqual([
      expect.objectContaining({ msg: 'unexpected GraphQL error', path: ['clinic'] }),
    ]);
  });

  it('leaves clear refusals alone: bad input is no incident and logs no error', async () => {
    const before = lines.length;
    const { errors } = await graphql(
      app.url,
      'mutation { subscribeNewsletter(email: "x") { message } }',
    );
    expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(errors![0].message).not.toContain('reference');
    expect(lines.length).toBe(before);
  });
});
