import { createLogger } from '../../common/logger';
import {
  codeOf,
  makeAccount,
  MINUTE,
  SIGN_IN,
  staffGraphql,
  startStaffApp,
  type StaffApp,
} from '../../test/staff';

describe('staff sign-in', () => {
  let app: StaffApp;
  const written: string[] = [];
  beforeAll(async () => {
    const logger = createLogger('info', { write: (line: string) => void written.push(line) });
    // The tests' requests name their client in X-Forwarded-For, as a proxy would.
    app = await startStaffApp({ trustProxy: ['127.0.0.1'] }, logger);
  });
  afterAll(() => app.close());

  const signIn = (email: string, password: string, from = '203.0.113.10') =>
    staffGraphql(app.url, SIGN_IN, { email, password }, { forwardedFor: from });

  it('makes one address wait a minute per try after 5 failures, while another signs in at once', async () => {
    const account = await makeAccount(app.dataSource, 'reception');
    for (let i = 0; i < 5; i += 1) {
      expect(codeOf(await signIn(account.email, 'not the password at all'))).toBe(
        'BAD_CREDENTIALS',
      );
      app.clock.advance(10_000);
    }
    const waiting = await signIn(account.email, 'not the password at all');
    expect(codeOf(waiting)).toBe('RATE_LIMITED');
    // The fifth failure was 10 s ago: 50 s to go.
    expect(waiting.errors![0].extensions!.retryAfterSeconds).toBe(50);
    expect(waiting.headers.get('retry-after')).toBe('50');
    // Even the right password waits from that address...
    const right = await signIn(account.email, account.password);
    expect(codeOf(right)).toBe('RATE_LIMITED');
    expect(right.setCookie).toBeUndefined();
    // ...while the account's owner at another address is not locked out.
    const elsewhere = await signIn(account.email, account.password, '198.51.100.7');
    expect(elsewhere.errors).toBeUndefined();
    expect(elsewhere.setCookie).toBeDefined();

    // A minute after the last failure, one more try; a failure makes it wait another minute.
    app.clock.advance(50_000);
    expect(codeOf(await signIn(account.email, 'still not the password'))).toBe('BAD_CREDENTIALS');
    const again = await signIn(account.email, account.password);
    expect(codeOf(again)).toBe('RATE_LIMITED');
    expect(again.errors![0].extensions!.retryAfterSeconds).toBe(60);
    app.clock.advance(MINUTE);
    expect((await signIn(account.email, account.password)).errors).toBeUndefined();
    // A success starts the count again.
    expect(codeOf(await signIn(account.email, 'wrong once more'))).toBe('BAD_CREDENTIALS');
    expect((await signIn(account.email, account.password)).errors).toBeUndefined();
  });

  it('forgets failures older than 15 minutes', async () => {
    const account = await makeAccount(app.dataSource, 'pharmacy');
    for (let i = 0; i < 5; i += 1) await signIn(account.email, 'not the password at all');
    app.clock.advance(15 * MINUTE + 1000);
    expect((await signIn(account.email, account.password)).errors).toBeUndefined();
  });

  it('counts parallel failures together', async () => {
    const account = await makeAccount(app.dataSource, 'pharmacy');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signIn(account.email, 'guessing in parallel')),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'BAD_CREDENTIALS').length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(7);
  });

  it('answers an unknown e-mail address as it answers a wrong password, in about the same time', async () => {
    const account = await makeAccount(app.dataSource, 'reception');
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await signIn(email, 'not the password at all', '192.0.2.55');
      return { answer, ms: performance.now() - started };
    };
    const wrong = await timed(account.email);
    const unknown = await timed(`nobody-${Date.now()}@clinic.test`);
    expect(unknown.answer.status).toBe(wrong.answer.status);
    expect(unknown.answer.errors).toEqual(wrong.answer.errors);
    // Both check a password with argon2id (a dummy hash for the unknown address): skipping it
    // would answer an unknown address in about a twentieth of the time. Not a speed budget: the
    // quickest of three tries each, compared with a wide margin, so a busy machine cannot fail it.
    const quickest = async (email: () => string) => {
      const times: number[] = [];
      for (let i = 0; i < 3; i += 1) times.push((await timed(email())).ms);
      return Math.min(...times);
    };
    const unknownMs = await quickest(() => `nobody-${Math.random()}@clinic.test`);
    const wrongMs = await quickest(() => account.email);
    expect(unknownMs).toBeGreaterThan(wrongMs * 0.25);
  });

  it('logs every try with the address masked and never the password', async () => {
    const account = await makeAccount(app.dataSource, 'reception');
    written.length = 0;
    await signIn(account.email, 'a wrong password typed here');
    await signIn(account.email, account.password);
    await signIn('stranger@example.com', 'a wrong password typed here');
    const lines = written.filter((line) => line.includes('staff sign-in'));
    expect(lines).toHaveLength(3);
    const all = written.join('\n');
    expect(all).not.toContain(account.email);
    expect(all).not.toContain('stranger@example.com');
    expect(all).not.toContain('a wrong password typed here');
    expect(all).not.toContain(account.password);
    expect(lines.map((line) => JSON.parse(line).staffSignIn)).toEqual([
      { email: `${account.email[0]}***@clinic.test`, outcome: 'bad credentials' },
      { email: `${account.email[0]}***@clinic.test`, outcome: 'signed in' },
      { email: 's***@example.com', outcome: 'bad credentials' },
    ]);
  });

  it('refuses a sign-in from another site, and one with neither Origin nor Sec-Fetch-Site', async () => {
    const account = await makeAccount(app.dataSource, 'reception');
    const variables = { email: account.email, password: account.password };
    for (const origin of ['https://evil.example', null]) {
      const answer = await staffGraphql(app.url, SIGN_IN, variables, { origin });
      expect(codeOf(answer)).toBe('FORBIDDEN');
      expect(answer.setCookie).toBeUndefined();
    }
  });
});
