import { NewsletterSignup } from './newsletter-signup.entity';
import { graphql, startTestApp, type TestApp } from '../test/test-app';

const SUBSCRIBE = `mutation SubscribeNewsletter($email: String!) {
  subscribeNewsletter(email: $email) { subscribed message }
}`;
const THANKS = 'Thank you for subscribing! You will get our health tips in your inbox.';

async function postJson(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('newsletter sign-ups', () => {
  let app: TestApp;
  const rows = (email: string) => app.dataSource.getRepository(NewsletterSignup).countBy({ email });

  beforeEach(async () => {
    // A fresh app per test: each starts with its own rate-limit allowance.
    app = await startTestApp();
    await app.dataSource.getRepository(NewsletterSignup).clear();
  });

  afterEach(async () => {
    await app.close();
  });

  it('stores the address once, trimmed and lower-cased, however often it is sent', async () => {
    for (const email of [' Asha.Rao@Example.IN ', 'asha.rao@example.in']) {
      const { data, errors } = await graphql(app.url, SUBSCRIBE, { email });
      expect(errors).toBeUndefined();
      expect(data!.subscribeNewsletter).toEqual({ subscribed: true, message: THANKS });
    }
    const rest = await postJson(app.url, '/api/newsletter', { email: 'ASHA.RAO@example.in' });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ subscribed: true, message: THANKS });
    expect(await rows('asha.rao@example.in')).toBe(1);
  });

  it('refuses a bad address on both doors with the field message and stores nothing', async () => {
    for (const email of ['asha', 'asha@', '', `${'a'.repeat(250)}@example.in`]) {
      const { errors } = await graphql(app.url, SUBSCRIBE, { email });
      expect(errors![0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { email: 'Please enter a valid email address' },
      });
      const rest = await postJson(app.url, '/api/newsletter', { email });
      expect(rest.status).toBe(400);
      expect(rest.body.fields).toEqual({ email: 'Please enter a valid email address' });
    }
    const missing = await postJson(app.url, '/api/newsletter', {});
    expect(missing.status).toBe(400);
    expect(await app.dataSource.getRepository(NewsletterSignup).count()).toBe(0);
  });

  it('limits one client to 5 sign-ups in 15 minutes across GraphQL and REST', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await graphql(app.url, SUBSCRIBE, { email: `p${i}@example.in` })).errors,
      ).toBeUndefined();
    }
    for (let i = 3; i < 5; i += 1) {
      expect(
        (await postJson(app.url, '/api/newsletter', { email: `p${i}@example.in` })).status,
      ).toBe(200);
    }
    const limited = await postJson(app.url, '/api/newsletter', { email: 'p5@example.in' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const { errors } = await graphql(app.url, SUBSCRIBE, { email: 'p6@example.in' });
    expect(errors![0].extensions!.code).toBe('RATE_LIMITED');
    expect(await rows('p5@example.in')).toBe(0);
  });
});
