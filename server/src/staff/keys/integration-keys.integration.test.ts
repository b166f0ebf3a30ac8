import {
  codeOf,
  makeAccount,
  ME,
  signedIn,
  staffGraphql,
  startStaffApp,
  type StaffApp,
} from '../../test/staff';

const CREATE = `mutation Create($name: String!, $role: StaffRole!) {
  createIntegrationKey(name: $name, role: $role) { secret key { id name role revokedAt lastUsedAt } }
}`;

describe('integration keys', () => {
  let app: StaffApp;
  let adminCookie: string;
  beforeAll(async () => {
    app = await startStaffApp();
    ({ cookie: adminCookie } = await signedIn(app, await makeAccount(app.dataSource, 'admin')));
  });
  afterAll(() => app.close());

  const create = async (name: string, role: string) => {
    const answer = await staffGraphql(app.url, CREATE, { name, role }, { cookie: adminCookie });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.createIntegrationKey as { secret: string; key: { id: string } };
  };

  it('shows the secret once and keeps only its hash', async () => {
    const { secret, key } = await create('Accounts tool', 'PHARMACY');
    expect(secret).toMatch(/^csk_[A-Za-z0-9_-]{43}$/);
    const [row] = await app.dataSource.query(`SELECT * FROM integration_key WHERE id = $1`, [
      key.id,
    ]);
    expect(JSON.stringify(row)).not.toContain(secret.slice(4));
    const listed = await staffGraphql(
      app.url,
      `{ integrationKeys { id name role revokedAt } }`,
      {},
      { cookie: adminCookie },
    );
    expect(listed.data.integrationKeys).toContainEqual({
      id: key.id,
      name: 'Accounts tool',
      role: 'PHARMACY',
      revokedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it('acts with its role, from a script without Origin, and records every use', async () => {
    const reception = await create('Lab', 'RECEPTION');
    const noOrigin = { bearer: reception.secret, origin: null };
    expect((await staffGraphql(app.url, ME, {}, noOrigin)).data).toEqual({ me: null });
    const refused = await staffGraphql(app.url, `{ staffMembers { id } }`, {}, noOrigin);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
    const [{ last_used_at }] = await app.dataSource.query(
      `SELECT last_used_at FROM integration_key WHERE id = $1`,
      [reception.key.id],
    );
    expect(last_used_at).not.toBeNull();

    const admin = await create('Admin script', 'ADMIN');
    const asAdminKey = { bearer: admin.secret, origin: null };
    // A key makes no keys (no key outlives its maker unseen)...
    const made = await staffGraphql(
      app.url,
      CREATE,
      { name: 'Made by a key', role: 'PHARMACY' },
      asAdminKey,
    );
    expect(codeOf(made)).toBe('FORBIDDEN');
    // ...but what it may change is recorded as the key's doing.
    const revoked = await staffGraphql(
      app.url,
      `mutation R($id: ID!) { revokeIntegrationKey(id: $id) { id } }`,
      { id: reception.key.id },
      asAdminKey,
    );
    expect(revoked.errors).toBeUndefined();
    const audit = await app.dataSource.query(
      `SELECT actor_kind, key_id, actor_name, action FROM audit_entry
       WHERE record_type = 'integration_key' AND record_id = $1 ORDER BY id`,
      [reception.key.id],
    );
    expect(audit[1]).toEqual({
      actor_kind: 'key',
      key_id: Number(admin.key.id),
      actor_name: 'Admin script',
      action: 'integration-key.revoke',
    });
  });

  it('stops working at once when revoked', async () => {
    const { secret, key } = await create('Old lab', 'ADMIN');
    const bearer = { bearer: secret, origin: null };
    expect(
      (await staffGraphql(app.url, `{ staffMembers { id } }`, {}, bearer)).errors,
    ).toBeUndefined();
    const revoked = await staffGraphql(
      app.url,
      `mutation R($id: ID!) { revokeIntegrationKey(id: $id) { revokedAt } }`,
      { id: key.id },
      { cookie: adminCookie },
    );
    expect(revoked.data.revokeIntegrationKey.revokedAt).not.toBeNull();
    expect(codeOf(await staffGraphql(app.url, `{ staffMembers { id } }`, {}, bearer))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses a key acting as a doctor, and a made-up key', async () => {
    const doctor = await staffGraphql(
      app.url,
      CREATE,
      { name: 'X', role: 'DOCTOR' },
      { cookie: adminCookie },
    );
    expect(codeOf(doctor)).toBe('BAD_USER_INPUT');
    expect(doctor.errors![0].extensions!.fields).toEqual({ role: expect.any(String) });
    const forged = await staffGraphql(
      app.url,
      `{ staffMembers { id } }`,
      {},
      {
        bearer: `csk_${'A'.repeat(43)}`,
        origin: null,
      },
    );
    expect(codeOf(forged)).toBe('UNAUTHENTICATED');
  });
});
