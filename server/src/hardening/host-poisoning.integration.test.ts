import { spawn } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { repoRoot } from '../common/config';
import { startBuiltServer, withoutBuild, type BuiltServer } from '../test/built-server';
import { describeNeeding } from '../test/real-postgres';

// The attack: one request with a forged Host (or a path that reads as another origin) renders a
// page whose canonical link names the attacker, and the page cache hands it to every visitor;
// robots.txt and sitemap.xml likewise. Every absolute link must come from SITE_URL alone.

const SITE = 'https://clinic.example.in';

interface Answer {
  status: number;
  body: string;
}

/** A raw request: the test chooses the request target and the Host header as an attacker would. */
function raw(port: number, target: string, host?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: '127.0.0.1',
        port,
        path: target,
        agent: false,
        setHost: !host,
        headers: host ? { host } : {},
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The host of every link, image and script address in the page, as a browser resolves them. */
const linkedHosts = (html: string, base: string) =>
  [...html.matchAll(/\b(?:href|src|action)="([^"]*)"/g)].map(
    (match) => new URL(match[1].replace(/&amp;/g, '&'), base).hostname,
  );

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describeNeeding(withoutBuild(), 'Host header poisoning (production build)', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ SITE_URL: SITE });
  });
  afterAll(() => server.stop());

  it.each([
    ['a forged Host header', '/privacy', 'evil.example'],
    ['a forged Host with a port', '/terms', 'evil.example:8443'],
    ['an absolute request target', 'http://evil.example/faq', undefined],
  ])('%s never reaches a cached page', async (_how, target, host) => {
    const page = new URL(target, SITE).pathname;
    const poisoned = await raw(server.port, target, host);
    expect(poisoned.status).toBe(200);
    expect(canonical(poisoned.body)).toBe(`${SITE}${page}`);
    expect(poisoned.body).not.toContain('evil.example');

    // The next visitor gets the cached page: still this site's.
    const next = await raw(server.port, page);
    expect(canonical(next.body)).toBe(`${SITE}${page}`);
    expect(next.body).not.toContain('evil.example');
  });

  it('reads //attacker.example/privacy as a path on this site, not as another origin', async () => {
    const answer = await raw(server.port, '//attacker.example/privacy');
    expect(canonical(answer.body)?.startsWith(`${SITE}/`)).toBe(true);
    expect(linkedHosts(answer.body, `${SITE}/privacy`)).not.toContain('attacker.example');

    const privacy = await raw(server.port, '/privacy');
    expect(canonical(privacy.body)).toBe(`${SITE}/privacy`);
    expect(privacy.body).not.toContain('attacker');
  });

  it('keeps the attacker out of robots.txt and sitemap.xml', async () => {
    for (const target of ['/robots.txt', '/sitemap.xml']) {
      const answer = await raw(server.port, target, 'evil.example');
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain('evil');
      expect(answer.body).toContain(`${SITE}/`);
    }
  });

  it('refuses to start in production with a database but no SITE_URL, saying why', async () => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'server', 'dist', 'main.js')], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect({ code, output }).toEqual({
      code: 1,
      output: expect.stringContaining('SITE_URL must be set in production (with DATABASE_URL)'),
    });
  });
});
