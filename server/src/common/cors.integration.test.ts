import { graphql, startTestApp, type TestApp } from '../test/test-app';

describe('cross-origin calls and introspection settings', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      corsOrigins: ['https://partner.example.in'],
      introspection: false,
    });
  });

  afterAll(async () => {
    await app.close();
  });

  const preflight = (origin: string) =>
    fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('lets a configured origin call the API', async () => {
    const response = await preflight('https://partner.example.in');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example.in');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');

    const answer = await fetch(`${app.url}/api/clinic`, {
      headers: { origin: 'https://partner.example.in' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://partner.example.in');
  });

  it('gives any other origin no CORS permission', async () => {
    const response = await preflight('https://evil.example.com');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${app.url}/api/clinic`, {
      headers: { origin: 'https://evil.example.com' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses introspection when it is turned off, and still answers queries', async () => {
    const schema = await graphql(app.url, '{ __schema { queryType { name } } }');
    expect(schema.errors?.[0].message).toMatch(/introspection/i);
    const clinic = await graphql(app.url, '{ clinic { name } }');
    expect(clinic.data).toEqual({ clinic: { name: 'Shanti Care Clinic' } });
  });
});
