import { randomUUID } from 'node:crypto';
import { startBuiltServer, withoutBuild, type BuiltServer } from '../test/built-server';
import { startNginxProxy, withoutNginx, type NginxProxy } from '../test/nginx-proxy';
import { client, type Send } from '../test/proxy-client';
import { describeNeeding } from '../test/real-postgres';

// The production shape: nginx with deploy/nginx.conf in front of the built app. Clients come
// from their own loopback addresses (127.0.0.2, ...), nginx from 127.0.0.1, which is the only
// address the app believes X-Forwarded-For from (TRUST_PROXY). The app's newsletter limit (5
// sign-ups per address per 15 minutes) shows which address it counts.

const SIGNUPS_ALLOWED = 5;

const tag = randomUUID().slice(0, 8);
let signups = 0;
const signUp = (send: Send, headers?: Record<string, string>) =>
  send('POST', '/api/newsletter', {
    headers,
    body: { email: `proxy-${tag}-${(signups += 1)}@example.in` },
  });

describeNeeding(
  withoutBuild() ?? withoutNginx(),
  'behind the reverse proxy (nginx, deploy/nginx.conf)',
  () => {
    let app: BuiltServer;
    let proxy: NginxProxy;
    let viaProxy: (localAddress: string) => Send;

    beforeAll(async () => {
      app = await startBuiltServer({ TRUST_PROXY: '127.0.0.1' });
      proxy = await startNginxProxy(app.port);
      viaProxy = proxy.client;
    });
    afterAll(async () => {
      await proxy?.stop();
      await app?.stop();
    });

    it("counts each client by its own address, not the proxy's", async () => {
      const first = viaProxy('127.0.0.2');
      for (let i = 0; i < SIGNUPS_ALLOWED; i += 1) expect((await signUp(first)).status).toBe(200);
      const refused = await signUp(first);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);

      // Another patient behind the same proxy is not refused for the first one's sign-ups.
      expect((await signUp(viaProxy('127.0.0.3'))).status).toBe(200);
    });

    it('ignores an X-Forwarded-For the client sends through the proxy', async () => {
      const forger = viaProxy('127.0.0.4');
      const answers: number[] = [];
      for (let i = 0; i <= SIGNUPS_ALLOWED; i += 1) {
        answers.push((await signUp(forger, { 'x-forwarded-for': `10.9.8.${i + 1}` })).status);
      }
      expect(answers).toEqual([...Array(SIGNUPS_ALLOWED).fill(200), 429]);
    });

    it('believes X-Forwarded-For from the proxy alone, not from a client that reaches the app', async () => {
      const direct = client('127.0.0.5', { port: app.port });
      const answers: number[] = [];
      for (let i = 0; i <= SIGNUPS_ALLOWED; i += 1) {
        answers.push((await signUp(direct, { 'x-forwarded-for': `10.7.6.${i + 1}` })).status);
      }
      expect(answers).toEqual([...Array(SIGNUPS_ALLOWED).fill(200), 429]);
    });

    it('tells the app the request came over TLS, so it sends Strict-Transport-Security', async () => {
      const answer = await viaProxy('127.0.0.6')('GET', '/robots.txt');
      expect(answer.status).toBe(200);
      expect(answer.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    });

    it("redirects plain HTTP to HTTPS on the site's own host, whatever Host was sent", async () => {
      const plain = client('127.0.0.7', { port: proxy.httpPort });
      const answer = await plain('GET', '/privacy?from=ad', { headers: { host: 'evil.example' } });
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`https://${proxy.siteHost}/privacy?from=ad`);
    });

    it('answers 429 to one address beyond its burst of requests, and serves others meanwhile', async () => {
      const flood = viaProxy('127.0.0.8');
      const statuses: number[] = [];
      for (let i = 0; i < 300; i += 1) statuses.push((await flood('GET', '/healthz')).status);
      const ok = statuses.filter((status) => status === 200).length;
      // The burst (100) and the first request pass; beyond, only what the rate refills.
      expect(ok).toBeGreaterThanOrEqual(101);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
      expect((await viaProxy('127.0.0.9')('GET', '/healthz')).status).toBe(200);
    });
  },
);
