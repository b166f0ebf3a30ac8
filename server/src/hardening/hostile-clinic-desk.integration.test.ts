import {
  ownDatabase,
  realProfile,
  staffAppOn,
  UPDATE_PROFILE,
  type OwnDatabase,
} from '../clinic/setup/setup-test-helpers';
import { describeNeeding, withoutRealPostgres } from '../test/real-postgres';
import { makeAccount, signedIn, type StaffApp } from '../test/staff';
import {
  MISSING,
  mutate,
  send,
  STRINGS,
  textMutations,
  WRONG_TYPES,
  type HttpAnswer,
  type Mutation,
  expectGraphqlOutcome,
} from './hostile-cases';

// The clinic profile desk (issue 22) under the hostile values every write path faces: refused
// with a message naming its field and nothing written, or taken as typed. Its own database:
// accepted cases change the profile every other suite reads.

const m = (
  path: string,
  label: string,
  value: unknown,
  outcome: Mutation['outcome'] = 'reject',
): Mutation => ({ path, label, value, outcome, field: path });

/** A one-line text: free text, but line breaks and control characters are refused. */
const oneLine = (path: string, required: boolean, max: number) =>
  textMutations({ path, required, max, free: true }).map((c) =>
    ['controls', 'newlines and tabs', 'only tab and newline'].includes(c.label) &&
    (required || c.label !== 'only tab and newline')
      ? { ...c, outcome: 'reject' as const }
      : c,
  );

const phone = (path: string): Mutation[] => [
  ...WRONG_TYPES.map(({ label, value }) => m(path, label, value)),
  m(path, 'missing', MISSING),
  m(path, 'nine digits', '912340000'),
  m(path, 'eleven digits', '91234000011'),
  m(path, 'letters', '91234ABCDE'),
  m(path, 'SQL', "9123400001' OR '1'='1"),
  m(path, 'NUL', '9123400001\u0000'),
  m(path, 'Devanagari digits', '९१२३४००००१'),
  m(path, 'with spaces', '91234 00001', 'accept'),
];

const CASES: Mutation[] = [
  ...oneLine('name', true, 120),
  ...oneLine('locality', true, 80),
  ...oneLine('hindi.name', false, 120),
  ...phone('whatsapp'),
  ...phone('emergencyPhone'),
  ...phone('phones.0.number'),
  m('phones', 'none', []),
  m(
    'phones',
    'six',
    Array.from({ length: 6 }, () => ({ label: 'Desk', number: '9123400001' })),
  ),
  m('phones', 'not a list', 'Reception: 9123400001'),
  m('emails.0.address', 'not an address', 'clinic at example'),
  m('emails.0.address', 'markup', '<script>@x.in'),
  m('emails.0.address', 'a lone surrogate', STRINGS.loneSurrogate),
  m('postalCode', 'five digits', '47000'),
  m('postalCode', 'SQL', "470001'--"),
  m('mapUrl', 'javascript:', 'javascript:alert(1)'),
  m('mapUrl', 'data:', 'data:text/html,<script>alert(1)</script>'),
  m('mapUrl', 'plain http', 'http://maps.example.in/x'),
  m('mapUrl', 'credentials', 'https://user:pass@maps.example.in/x'),
  m('mapUrl', 'Google Maps', 'https://maps.app.goo.gl/abcdef', 'accept'),
  m('gstin', 'lower case', '23aaaaa0000a1z5', 'accept'),
  m('gstin', 'fourteen characters', '23AAAAA0000A1Z'),
  m('gstin', 'SQL', "23AAAAA0000A1Z5' OR 1=1"),
  m('gstin', 'blank', '', 'accept'),
  m('hours', 'six days', realProfile().hours.slice(0, 6)),
  m('hours', 'a day twice', [...realProfile().hours.slice(0, 6), realProfile().hours[0]]),
  m('hours.0.opens', '25:00', '25:00'),
  { ...m('hours.0.opens', 'after closing', '20:00'), field: 'hours.0' },
  m('hours.0.opens', 'SQL', "10:00'; DROP TABLE clinic_profile;--"),
  m('hours.0.weekday', 'weekday 8', 8),
  m('hours.0.note', 'one over the maximum', 'x'.repeat(81)),
  m('hindi', 'not an object', 'नाम'),
];

describeNeeding(withoutRealPostgres(), 'hostile input at the clinic profile desk', () => {
  let own: OwnDatabase;
  let app: StaffApp;
  let cookie: string;

  beforeAll(async () => {
    own = await ownDatabase('clinic_hostile');
    app = await staffAppOn(own);
    cookie = (await signedIn(app, await makeAccount(own.dataSource, 'admin'))).cookie;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await own?.drop();
  });

  const audits = async () =>
    Number(
      (
        await own.dataSource.query(
          `SELECT count(*) AS n FROM audit_entry WHERE action = 'clinic.update'`,
        )
      )[0].n,
    );

  it.each(CASES.map((c) => [`${c.path}: ${c.label}`, c] as const))('%s', async (_label, c) => {
    const before = await audits();
    const profileBefore = await own.dataSource.query(`SELECT * FROM clinic_profile`);
    const input = mutate(realProfile(), c.path, c.value);
    const answer: HttpAnswer = await send(app.url, {
      path: '/staff/graphql',
      headers: { 'content-type': 'application/json', cookie, origin: app.url },
      body: JSON.stringify({ query: UPDATE_PROFILE, variables: { input } }),
    });
    if (expectGraphqlOutcome(c, answer) === 'refused') {
      expect(await audits()).toBe(before);
      expect(await own.dataSource.query(`SELECT * FROM clinic_profile`)).toEqual(profileBefore);
    }
  });
});
