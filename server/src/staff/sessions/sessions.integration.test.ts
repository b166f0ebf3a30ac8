import { createStaffServices } from '../staff-services';
import {
  codeOf,
  makeAccount,
  ME,
  MINUTE,
  rawStaffPost,
  SIGN_IN,
  signedIn,
  staffGraphql,
  startStaffApp,
  type StaffApp,
} from '../../test/staff';

const SYSTEM = { actor: { kind: 'system', name: 'test' } as const, address: 'test' };

describe('staff sessions', () => {
  let app: StaffApp;
  beforeAll(async () => {
    app = await startStaffApp();
  });
  afterAll(() => app.close());

  const me = (cookie: string) => staffGraphql(app.url, ME, {}, { cookie });

  it('signs in with a cookie and answers who is signed in', async () => {
    const account = await makeAccount(app.dataSource, 'reception');
    const answer = await staffGraphql(app.url, SIGN_IN, {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.signIn).toMatchObject({ email: account.email, role: 'RECEPTION' });
    expect(answer.setCookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}$/);
    expect((await me(answer.setCookie!)).data.me).toMatchObject({ email: account.email });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answers me as null without a session', async () => {
    const answer = await staffGraphql(app.url, ME);
    expect(answer.data).toEqual({ me: null });
  });

  it('keeps a session alive while used, and ends it after 30 idle minutes', async () => {
    const { cookie } = await signedIn(app, await makeAccount(app.dataSource, 'pharmacy'));
    app.clock.advance(29 * MINUTE);
    expect((await me(cookie)).data.me).not.toBeNull();
    app.clock.advance(29 * MINUTE);
    expect((await me(cookie)).data.me).not.toBeNull();
    app.clock.advance(30 * MINUTE);
    expect((await me(cookie)).data.me).toBeNull();
    // An ended session stays ended, whatever the clock says next.
    app.clock.advance(-30 * MINUTE);
    expect((await me(cookie)).data.me).toBeNull();
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const { cookie } = await signedIn(app, await makeAccount(app.dataSource, 'pharmacy'));
    for (let quarter = 1; quarter < 48; quarter += 1) {
      app.clock.advance(15 * MINUTE);
      expect((await me(cookie)).data.me).not.toBeNull();
    }
    app.clock.advance(15 * MINUTE);
    expect((await me(cookie)).data.me).toBeNull();
  });

  it('gives a new session id at every sign-in and ends the one the browser had', async () => {
    const account = await makeAccount(app.dataSource, 'reception');
    const first = await signedIn(app, account);
    const second = await staffGraphql(
      app.url,
      SIGN_IN,
      { email: account.email, password: account.password },
      { cookie: first.cookie },
    );
    expect(second.setCookie).toBeDefined();
    expect(second.setCookie).not.toBe(first.cookie);
    expect((await me(first.cookie)).data.me).toBeNull();
    expect((await me(second.setCookie!)).data.me).not.toBeNull();
  });

  it('ends the session at sign-out', async () => {
    const { cookie } = await signedIn(app, await makeAccount(app.dataSource, 'reception'));
    const out = await staffGraphql(app.url, `mutation { signOut }`, {}, { cookie });
    expect(out.data).toEqual({ signOut: true });
    expect(out.headers.getSetCookie().join()).toMatch(/staff_session=;/);
    expect((await me(cookie)).data.me).toBeNull();
  });

  it('refuses a made-up or fixed session id', async () => {
    const forged = `staff_session=${'A'.repeat(43)}`;
    expect((await me(forged)).data.me).toBeNull();
    expect(
      codeOf(await staffGraphql(app.url, `{ staffMembers { id } }`, {}, { cookie: forged })),
    ).toBe('UNAUTHENTICATED');
    // A stored id (the token's hash) is not a token.
    const { cookie } = await signedIn(app, await makeAccount(app.dataSource, 'reception'));
    const [{ id }] = await app.dataSource.query(
      `SELECT id FROM staff_session ORDER BY created_at DESC LIMIT 1`,
    );
    expect((await me(`staff_session=${id}`)).data.me).toBeNull();
    expect((await me(cookie)).data.me).not.toBeNull();
  });

  it('ends every session of a disabled account at once and refuses its sign-in', async () => {
    const account = await makeAccount(app.dataSource, 'reception');
    const { cookie } = await signedIn(app, account);
    await createStaffServices(app.dataSource).accounts.disable(account.email, SYSTEM, new Date());
    expect((await me(cookie)).data.me).toBeNull();
    const again = await staffGraphql(app.url, SIGN_IN, {
      email: account.email,
      password: account.password,
    });
    expect(codeOf(again)).toBe('BAD_CREDENTIALS');
    expect(again.setCookie).toBeUndefined();
  });

  it('ends every session at a password reset; only the new password signs in', async () => {
    const account = await makeAccount(app.dataSource, 'reception');
    const { cookie } = await signedIn(app, account);
    const newPassword = 'another long passphrase 7';
    await createStaffServices(app.dataSource).accounts.resetPassword(
      account.email,
      newPassword,
      SYSTEM,
    );
    expect((await me(cookie)).data.me).toBeNull();
    const old = await staffGraphql(app.url, SIGN_IN, {
      email: account.email,
      password: account.password,
    });
    expect(codeOf(old)).toBe('BAD_CREDENTIALS');
    const fresh = await staffGraphql(app.url, SIGN_IN, {
      email: account.email,
      password: newPassword,
    });
    expect(fresh.errors).toBeUndefined();
  });

  it('sets __Host-, Secure, HttpOnly, SameSite=Strict, Path=/ off loopback; drops __Host- and Secure on loopback', async () => {
    const account = await makeAccount(app.dataSource, 'reception');
    const body = {
      query: SIGN_IN,
      variables: { email: account.email, password: account.password },
    };
    const remote = await rawStaffPost(app.url, 'clinic.example.in', body, {
      origin: 'http://clinic.example.in',
    });
    expect(remote.status).toBe(200);
    const secure = remote.setCookie.find((line) => line.startsWith('__Host-staff_session='))!;
    expect(secure.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Path=/', 'SameSite=Strict', 'Secure'].sort(),
    );
    for (const host of ['localhost:4000', '127.0.0.1', '[::1]:4000']) {
      const local = await rawStaffPost(app.url, host, body, { origin: `http://${host}` });
      const line = local.setCookie.find((cookie) => cookie.startsWith('staff_session='))!;
      expect(line.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Path=/', 'SameSite=Strict']);
    }
  });

  it('rehashes a password made at a lower cost when its owner signs in', async () => {
    const cheap = createStaffServices(app.dataSource, {
      memoryCost: 8192,
      timeCost: 1,
      parallelism: 1,
    });
    const account = await cheap.accounts.add(
      {
        email: `cheap-${Date.now()}@clinic.test`,
        name: 'Cheap hash',
        role: 'pharmacy',
        password: 'a long staff passphrase 42',
      },
      SYSTEM,
    );
    const hashOf = async () =>
      (
        await app.dataSource.query(`SELECT password_hash FROM staff_account WHERE id = $1`, [
          account.id,
        ])
      )[0].password_hash as string;
    expect(await hashOf()).toMatch(/m=8192,p=1,t=1\$/);
    const answer = await staffGraphql(app.url, SIGN_IN, {
      email: account.email,
      password: 'a long staff passphrase 42',
    });
    expect(answer.errors).toBeUndefined();
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});
