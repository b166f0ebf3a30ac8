import {
  codeOf,
  makeAccount,
  ME,
  SIGN_IN,
  signedIn,
  staffGraphql,
  startStaffApp,
  totpCode,
  type StaffApp,
} from '../../test/staff';

describe('the second factor', () => {
  let app: StaffApp;
  beforeAll(async () => {
    app = await startStaffApp();
  });
  afterAll(() => app.close());

  it('lets an admin without one do nothing but enrol', async () => {
    const admin = await makeAccount(app.dataSource, 'admin');
    const first = await staffGraphql(app.url, SIGN_IN, {
      email: admin.email,
      password: admin.password,
    });
    expect(codeOf(first)).toBe('ENROLMENT_REQUIRED');
    expect(first.data).toBeNull();
    const cookie = first.setCookie!;
    expect((await staffGraphql(app.url, ME, {}, { cookie })).data.me).toMatchObject({
      role: 'ADMIN',
    });
    const list = await staffGraphql(app.url, `{ staffMembers { id } }`, {}, { cookie });
    expect(codeOf(list)).toBe('ENROLMENT_REQUIRED');
    expect(list.data).toBeNull();

    const begun = await staffGraphql(
      app.url,
      `mutation { beginTotpEnrolment { otpauthUrl secret } }`,
      {},
      { cookie },
    );
    const { otpauthUrl, secret } = begun.data.beginTotpEnrolment;
    expect(otpauthUrl).toBe(
      `otpauth://totp/Clinic%20Site%20staff:${encodeURIComponent(admin.email)}?secret=${secret}&issuer=Clinic%20Site%20staff`,
    );
    const wrong = await staffGraphql(
      app.url,
      `mutation { confirmTotpEnrolment(code: "000000") { recoveryCodes } }`,
      {},
      { cookie },
    );
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    const confirmed = await staffGraphql(
      app.url,
      `mutation C($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }`,
      { code: await totpCode(secret, app.clock) },
      { cookie },
    );
    const codes: string[] = confirmed.data.confirmTotpEnrolment.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // Only hashes are kept.
    const stored = await app.dataSource.query(
      `SELECT code_hash FROM staff_recovery_code WHERE staff_id = $1`,
      [admin.id],
    );
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    // The same session may now do what an admin does.
    expect(
      (await staffGraphql(app.url, `{ staffMembers { id } }`, {}, { cookie })).errors,
    ).toBeUndefined();
  });

  it('asks for a code once enabled, and accepts each code once', async () => {
    const account = await makeAccount(app.dataSource, 'reception');
    const { cookie } = await signedIn(app, account);
    const begun = await staffGraphql(
      app.url,
      `mutation { beginTotpEnrolment { secret } }`,
      {},
      { cookie },
    );
    const { secret } = begun.data.beginTotpEnrolment;
    await staffGraphql(
      app.url,
      `mutation C($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }`,
      { code: await totpCode(secret, app.clock) },
      { cookie },
    );
    const credentials = { email: account.email, password: account.password };
    const noCode = await staffGraphql(app.url, SIGN_IN, credentials);
    expect(codeOf(noCode)).toBe('TOTP_REQUIRED');
    expect(noCode.setCookie).toBeUndefined();
    // The code used to enrol does not sign in.
    const reused = await staffGraphql(app.url, SIGN_IN, {
      ...credentials,
      code: await totpCode(secret, app.clock),
    });
    expect(codeOf(reused)).toBe('BAD_CREDENTIALS');
    app.clock.advance(30_000);
    const code = await totpCode(secret, app.clock);
    const ok = await staffGraphql(app.url, SIGN_IN, { ...credentials, code });
    expect(ok.errors).toBeUndefined();
    expect(ok.setCookie).toBeDefined();
    const replay = await staffGraphql(app.url, SIGN_IN, { ...credentials, code });
    expect(codeOf(replay)).toBe('BAD_CREDENTIALS');
    expect(replay.setCookie).toBeUndefined();
  });

  it('takes each recovery code once in place of a code', async () => {
    const admin = await makeAccount(app.dataSource, 'admin');
    const { recoveryCodes } = await signedIn(app, admin);
    const credentials = { email: admin.email, password: admin.password };
    const used = await staffGraphql(app.url, SIGN_IN, {
      ...credentials,
      code: recoveryCodes![3].toLowerCase(),
    });
    expect(used.errors).toBeUndefined();
    const again = await staffGraphql(app.url, SIGN_IN, { ...credentials, code: recoveryCodes![3] });
    expect(codeOf(again)).toBe('BAD_CREDENTIALS');
    const another = await staffGraphql(app.url, SIGN_IN, {
      ...credentials,
      code: recoveryCodes![4],
    });
    expect(another.errors).toBeUndefined();
  });

  it('lets an integration key enrol nothing', async () => {
    const admin = await makeAccount(app.dataSource, 'admin');
    const { cookie } = await signedIn(app, admin);
    const created = await staffGraphql(
      app.url,
      `mutation { createIntegrationKey(name: "Lab", role: RECEPTION) { secret } }`,
      {},
      { cookie },
    );
    const bearer = created.data.createIntegrationKey.secret;
    const answer = await staffGraphql(
      app.url,
      `mutation { beginTotpEnrolment { secret } }`,
      {},
      { bearer, origin: null },
    );
    expect(codeOf(answer)).toBe('FORBIDDEN');
  });
});
