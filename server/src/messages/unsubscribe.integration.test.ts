import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../common/config';
import { withoutBuild } from '../test/built-server';
import { describeNeeding } from '../test/real-postgres';
import { graphql, startTestApp, TEST_UNSUBSCRIBE_SECRET, type TestApp } from '../test/test-app';
import { unsubscribeLink } from './unsubscribe-link';

// A newsletter link unsubscribes only through the page's button (a mail scanner opening the link
// changes nothing), only for the sign-up it was signed for, and carries no e-mail address.

const SUBSCRIBE = `mutation S($email: String!) { subscribeNewsletter(email: $email) { subscribed } }`;
const SITE = 'http://localhost:4000';

let seq = 0;
const freshEmail = () => `unsub.${Date.now()}.${seq++}@example.in`;

describe('newsletter unsubscribe', () => {
  let app: TestApp;

  const signupOf = async (email: string) => {
    const [row] = await app.dataSource.query(
      `SELECT id, email, unsubscribed_at FROM newsletter_signup WHERE email = $1`,
      [email],
    );
    return row as { id: number; email: string; unsubscribed_at: Date | null };
  };
  const subscribe = async (email: string) => {
    const { errors } = await graphql(app.url, SUBSCRIBE, { email });
    expect(errors).toBeUndefined();
  };
  /** The link's path on the app under test. */
  const onApp = (link: string) => `${app.url}${link.slice(SITE.length)}`;
  const page = async (url: string, method: 'GET' | 'POST' = 'GET') => {
    const response = await fetch(url, { method, redirect: 'manual' });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  beforeAll(async () => {
    app = await startTestApp({ siteUrl: SITE });
  });
  afterAll(async () => {
    await app.close();
  });

  it('link from the function -> page -> confirm -> the sign-up is unsubscribed', async () => {
    const email = freshEmail();
    await subscribe(email);
    const link = await app.services.newsletter.unsubscribeLinkFor(SITE, email.toUpperCase());
    expect(link).toMatch(new RegExp(`^${SITE}/newsletter/unsubscribe/\\d+\\.[\\w-]{43}$`));
    expect(link).not.toContain('unsub.');
    expect(link).not.toContain('example.in');

    // Opening the link (as a mail scanner does) shows the question and changes nothing.
    const shown = await page(onApp(link!));
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.html).toContain('Unsubscribe from our newsletter');
    expect(shown.html).toMatch(
      /<form method="post" action="\/newsletter\/unsubscribe\/\d+\.[\w-]{43}"><button type="submit">Unsubscribe<\/button><\/form>/,
    );
    expect(shown.html).not.toContain(email);
    expect((await signupOf(email)).unsubscribed_at).toBeNull();
    expect((await page(onApp(link!), 'GET')).status).toBe(200);
    expect((await signupOf(email)).unsubscribed_at).toBeNull();

    const confirmed = await page(onApp(link!), 'POST');
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain('You are unsubscribed');
    const row = await signupOf(email);
    expect(row.unsubscribed_at).toBeInstanceOf(Date);

    // Again: still unsubscribed, the first moment kept; the page says so.
    expect((await page(onApp(link!), 'POST')).status).toBe(200);
    expect((await signupOf(email)).unsubscribed_at).toEqual(row.unsubscribed_at);
    expect((await page(onApp(link!))).html).toContain('already unsubscribed');

    // Signing up again subscribes again.
    await subscribe(email);
    expect((await signupOf(email)).unsubscribed_at).toBeNull();
  });

  it('refuses a tampered, foreign or malformed link clearly and changes nothing', async () => {
    const email = freshEmail();
    const other = freshEmail();
    await subscribe(email);
    await subscribe(other);
    const mine = await signupOf(email);
    const theirs = await signupOf(other);
    const link = unsubscribeLink(SITE, TEST_UNSUBSCRIBE_SECRET, mine);
    const signature = link.slice(link.lastIndexOf('.') + 1);
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    const tampered = [
      link.replace(signature, flipped),
      // My signature on another sign-up's id.
      link.replace(`/${mine.id}.`, `/${theirs.id}.`),
      // Signed with another secret.
      unsubscribeLink(SITE, 'someone-elses-secret-of-32-characters!!', theirs),
      `${SITE}/newsletter/unsubscribe/${encodeURIComponent(other)}`,
      `${SITE}/newsletter/unsubscribe/${mine.id}`,
    ];
    for (const bad of tampered) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await page(onApp(bad), method);
        expect({ bad, method, status: answer.status }).toEqual({ bad, method, status: 400 });
        expect(answer.html).toContain('This unsubscribe link is not valid');
        expect(answer.html).not.toContain('<form');
      }
    }
    expect((await signupOf(email)).unsubscribed_at).toBeNull();
    expect((await signupOf(other)).unsubscribed_at).toBeNull();
  });
});

const execFileAsync = promisify(execFile);

describeNeeding(withoutBuild(), 'unsubscribe link command (production build)', () => {
  it('prints the signed link of a sign-up and fails clearly for an unknown address', async () => {
    const app = await startTestApp();
    try {
      const email = `cli.${Date.now()}@example.in`;
      await graphql(app.url, SUBSCRIBE, { email });
      const script = path.join(repoRoot, 'server', 'dist', 'scripts', 'unsubscribe-link.js');
      const env = {
        PATH: process.env.PATH,
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        SITE_URL: 'https://clinic.example.in',
        UNSUBSCRIBE_SECRET: TEST_UNSUBSCRIBE_SECRET,
        LOG_LEVEL: 'silent',
      };
      const { stdout } = await execFileAsync(process.execPath, [script, email], { env });
      const [row] = await app.dataSource.query(
        `SELECT id, email FROM newsletter_signup WHERE email = $1`,
        [email],
      );
      expect(stdout.trim()).toBe(
        unsubscribeLink('https://clinic.example.in', TEST_UNSUBSCRIBE_SECRET, row),
      );
      await expect(
        execFileAsync(process.execPath, [script, 'nobody@example.in'], { env }),
      ).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('No newsletter sign-up with that e-mail address.'),
      });
    } finally {
      await app.close();
    }
  });
});
