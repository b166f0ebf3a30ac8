import { clinicToday } from '../../booking/clinic-time';
import { createStaffServices } from '../staff-services';
import {
  codeOf,
  makeAccount,
  signedIn,
  staffGraphql,
  startStaffApp,
  type StaffApp,
} from '../../test/staff';

const TRAIL = `query Trail($filter: AuditFilter!) {
  auditTrail(filter: $filter) { total entries { actorKind actorName action recordType recordId before after at } }
}`;

describe('the audit trail of staff changes', () => {
  let app: StaffApp;
  let cookie: string;
  beforeAll(async () => {
    app = await startStaffApp();
    ({ cookie } = await signedIn(app, await makeAccount(app.dataSource, 'admin')));
  });
  afterAll(() => app.close());

  const trail = (filter: Record<string, unknown>) =>
    staffGraphql(app.url, TRAIL, { filter }, { cookie });
  const rowsFor = async (id: number) =>
    (await trail({ recordType: 'staff_account', recordId: String(id) })).data.auditTrail;

  it('writes a row with each account change, masked, and none for a change that fails', async () => {
    const account = await makeAccount(app.dataSource, 'reception');
    const accounts = createStaffServices(app.dataSource).accounts;
    const cli = {
      actor: { kind: 'system' as const, name: 'command line' },
      address: 'command line',
    };
    await expect(
      accounts.add(
        {
          email: account.email.toUpperCase(),
          name: 'Twin',
          role: 'reception',
          password: 'a long staff passphrase 42',
        },
        cli,
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    await accounts.resetPassword(account.email, 'a new long passphrase 9', cli);
    await accounts.disable(account.email, cli, new Date());
    const { total, entries } = await rowsFor(account.id);
    expect(total).toBe(3);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'staff.disable',
      'staff.reset-password',
      'staff.add',
    ]);
    expect(entries[2]).toMatchObject({
      actorKind: 'system',
      after: { email: `${account.email[0]}***@clinic.test`, role: 'reception' },
    });
    expect(entries[1].after.password).toBe('[withheld]');
    expect(JSON.stringify(entries)).not.toContain(account.email);
  });

  it('writes none for reads and sign-ins', async () => {
    const before = (await trail({})).data.auditTrail.total;
    await staffGraphql(app.url, `{ staffMembers { id } integrationKeys { id } }`, {}, { cookie });
    await signedIn(app, await makeAccount(app.dataSource, 'pharmacy'));
    // makeAccount's own staff.add is the one new row.
    expect((await trail({})).data.auditTrail.total).toBe(before + 1);
  });

  it('reads by staff member and by clinic day, newest first, a page at a time', async () => {
    const me = await staffGraphql(app.url, `{ me { id } }`, {}, { cookie });
    for (let i = 0; i < 3; i += 1) {
      await staffGraphql(
        app.url,
        `mutation { createIntegrationKey(name: "k${i}", role: PHARMACY) { secret } }`,
        {},
        { cookie },
      );
    }
    const mine = (await trail({ staffId: me.data.me.id })).data.auditTrail;
    expect(
      mine.entries.slice(0, 3).map((entry: { after: { name: string } }) => entry.after.name),
    ).toEqual(['k2', 'k1', 'k0']);
    const today = (await trail({ day: clinicToday(new Date()) })).data.auditTrail;
    expect(today.total).toBeGreaterThanOrEqual(mine.total);
    expect((await trail({ day: '2001-01-01' })).data.auditTrail).toEqual({ total: 0, entries: [] });
    expect((await trail({ page: 1000 })).data.auditTrail.entries).toEqual([]);
    expect(codeOf(await trail({ day: '2026-02-30' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await trail({ page: 0 }))).toBe('BAD_USER_INPUT');
  });
});
