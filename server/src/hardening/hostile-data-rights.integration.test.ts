import {
  emailMutations,
  MISSING,
  mutate,
  ONE_MB,
  send,
  snapshot,
  STRINGS,
  textMutations,
  without,
  WRONG_TYPES,
  type HttpAnswer,
  type Loose,
  type Mutation,
  type RawRequest,
  expectGraphqlOutcome,
} from './hostile-cases';
import { desk, startDeskApp, type DeskApp } from '../shop/desk/order-desk-test-helpers';
import { freshPhone } from '../test/phones';
import { graphql } from '../test/test-app';

// Patients' data requests thrown hostile input: the privacy page's request (a patient who proved
// the phone) and the desk's writes (reception records a visit; an admin refuses or corrects).
// Each refusal is clear, below 500, names its field and leaves every table as it was; odd but
// legitimate text is stored literally. Each case works on a request of its own.

const m = (
  path: string,
  label: string,
  value: unknown,
  outcome: Mutation['outcome'] = 'reject',
): Mutation => ({ path, label, value, outcome, field: path.split('.').at(-1) });

/** Fields named inside an input are named as the input's validation names them. */
const inInput = (cases: Mutation[]): Mutation[] =>
  cases.map((c) => ({ ...c, field: c.path.split('.').at(-1) }));

/** Tables a staff request may touch without changing anything: its session's last use. */
const SESSION_TABLES = ['staff_session'];

const FIELDS = `id reference status kind details outcome identityCheck`;
const DOCUMENTS = {
  request: `mutation R($phone: String!, $unlockToken: String!, $kind: DataRequestKind!,
      $details: String, $language: Language) {
    requestDataRights(phone: $phone, unlockToken: $unlockToken, kind: $kind, details: $details,
      language: $language) { reference dueAt } }`,
  record: `mutation Rec($input: RecordDataRequestInput!) { recordDataRequest(input: $input) { ${FIELDS} } }`,
  refuse: `mutation F($id: ID!, $reason: String!) { refuseDataRequest(id: $id, reason: $reason) { ${FIELDS} } }`,
  correct: `mutation C($id: ID!, $input: DataCorrectionInput!) {
    correctDataRequest(id: $id, input: $input) { ${FIELDS} } }`,
  erase: `mutation E($id: ID!) { eraseDataRequest(id: $id) { ${FIELDS} } }`,
};

const phoneMutations = (path: string): Mutation[] => [
  m(path, 'missing', MISSING),
  m(path, 'null', null),
  ...WRONG_TYPES.map(({ label, value }) => m(path, label, value)),
  m(path, 'empty', ''),
  m(path, 'nine digits', '987654321'),
  m(path, 'letters', 'ninety-eight'),
  m(path, 'SQL tautology', "9876543210' OR '1'='1"),
  m(path, 'NUL inside', '98765\u000043210'),
  m(path, '1 MB', ONE_MB),
];

const idMutations: Mutation[] = [
  m('id', 'missing', MISSING),
  m('id', 'null', null),
  m('id', 'empty', ''),
  m('id', 'zero', '0'),
  m('id', 'negative', '-1'),
  m('id', 'past int4', '99999999999'),
  m('id', 'SQL', '1 OR 1=1'),
  m('id', 'a reference', 'DR-ABCDEF'),
  m('id', '1 MB', ONE_MB),
];

const kindMutations = (path: string): Mutation[] => [
  m(path, 'missing', MISSING),
  m(path, 'null', null),
  m(path, 'lower case', 'see'),
  m(path, 'unknown', 'DELETE_ALL'),
  m(path, 'a number', 1),
  m(path, 'a list', ['SEE']),
  m(path, 'SQL', "SEE'; DROP TABLE data_request;--"),
];

interface Target {
  document: string;
  /** Whose request: the public door (no cookie), or a staff role. */
  as: 'patient' | 'reception' | 'admin';
  valid(app: DeskApp): Promise<Record<string, Loose>>;
  verifyAccepted(app: DeskApp, answer: HttpAnswer, body: Record<string, Loose>): Promise<void>;
}

function requestOf(app: DeskApp, target: Target, variables: unknown): RawRequest {
  const { as } = target;
  return {
    path: as === 'patient' ? '/graphql' : '/staff/graphql',
    headers: {
      'content-type': 'application/json',
      origin: app.url,
      ...(as === 'patient' ? {} : { cookie: app.cookies.get(as)! }),
    },
    body: JSON.stringify({ query: target.document, variables }),
  };
}

function describeTarget(name: string, target: Target, cases: Mutation[]) {
  describe(`hostile input: ${name}`, () => {
    let app: DeskApp;
    beforeAll(async () => {
      app = await startDeskApp(2);
    });
    afterAll(() => app.close());

    it.each(cases.map((c) => [`${c.path}: ${c.label}`, c] as const))('%s', async (_label, c) => {
      const body = mutate(await target.valid(app), c.path, c.value);
      const before = await snapshot(app.dataSource);
      const answer = await send(app.url, requestOf(app, target, body));
      if (expectGraphqlOutcome(c, answer) === 'refused') {
        expect(without(await snapshot(app.dataSource), SESSION_TABLES)).toEqual(
          without(before, SESSION_TABLES),
        );
      } else {
        await target.verifyAccepted(app, answer, body);
      }
    });
  });
}

async function proven(app: DeskApp): Promise<{ phone: string; unlockToken: string }> {
  const phone = freshPhone();
  app.clock.advance(1000);
  await graphql(
    app.url,
    `
      mutation S($phone: String!) {
        sendOrderLookupCode(phone: $phone) {
          minutes
        }
      }
    `,
    {
      phone,
    },
  );
  const [{ code }] = await app.dataSource.query(
    `SELECT params->>'code' AS code FROM outbox_message WHERE phone = $1 AND template = 'lookup_code'
     ORDER BY created_at DESC LIMIT 1`,
    [phone],
  );
  const verified = await graphql(
    app.url,
    `
      mutation V($phone: String!, $code: String!) {
        verifyOrderLookupCode(phone: $phone, code: $code) {
          token
        }
      }
    `,
    { phone, code },
  );
  return { phone, unlockToken: verified.data!.verifyOrderLookupCode.token };
}

/** A fresh open request (recorded at the desk), its id. */
async function openRequest(app: DeskApp, kind: string): Promise<string> {
  const answer = await desk(
    app,
    DOCUMENTS.record,
    { input: { phone: freshPhone(), kind, identityCheck: 'Aadhaar seen' } },
    'reception',
  );
  return answer.data!.recordDataRequest.id;
}

const stored = async (app: DeskApp, id: string) =>
  (await app.dataSource.query(`SELECT * FROM data_request WHERE id = $1`, [id]))[0];

describeTarget(
  'requestDataRights',
  {
    document: DOCUMENTS.request,
    as: 'patient',
    async valid(app) {
      return { ...(await proven(app)), kind: 'CORRECT', details: 'My name is spelt Meenakshi' };
    },
    async verifyAccepted(app, answer, body) {
      const { reference } = answer.json.data.requestDataRights;
      const [row] = await app.dataSource.query(`SELECT * FROM data_request WHERE reference = $1`, [
        reference,
      ]);
      expect(row).toMatchObject({ phone: body.phone, kind: 'CORRECT', proof: 'CODE' });
      expect(row.details).toBe(
        typeof body.details === 'string' ? body.details.trim() || null : null,
      );
    },
  },
  [
    ...textMutations({ path: 'details', required: false, max: 1000, free: true }),
    ...phoneMutations('phone'),
    ...kindMutations('kind'),
    // Refused as UNAUTHENTICATED (no field): the token is the proof, and only the phone's own.
    ...[
      ['missing', MISSING],
      ['null', null],
      ['empty', ''],
      ['guessed', 'x'.repeat(43)],
      ['1 MB', ONE_MB],
      ['SQL tautology', STRINGS.sqlTautology],
    ].map(([label, value]) => ({ ...m('unlockToken', String(label), value), field: undefined })),
    m('language', 'unknown', 'FR'),
    m('language', 'lower case', 'hi'),
  ],
);

describeTarget(
  'recordDataRequest',
  {
    document: DOCUMENTS.record,
    as: 'reception',
    async valid() {
      return {
        input: {
          phone: freshPhone(),
          kind: 'ERASE',
          identityCheck: 'Aadhaar card seen; name matches',
          details: 'Asked at the desk',
        },
      };
    },
    async verifyAccepted(app, answer, body) {
      const view = answer.json.data.recordDataRequest;
      const row = await stored(app, view.id);
      expect(row.proof).toBe('VISIT');
      expect(row.identity_check).toBe(String(body.input.identityCheck).trim());
    },
  },
  [
    ...inInput(
      textMutations({ path: 'input.identityCheck', required: true, max: 200, free: true }),
    ),
    ...inInput(textMutations({ path: 'input.details', required: false, max: 1000, free: true })),
    ...inInput(phoneMutations('input.phone')),
    m('input.phone', 'as +91 with spaces', '+91 98765 43210', 'accept'),
    ...inInput(kindMutations('input.kind')),
  ],
);

describeTarget(
  'refuseDataRequest',
  {
    document: DOCUMENTS.refuse,
    as: 'admin',
    async valid(app) {
      return { id: await openRequest(app, 'SEE'), reason: 'Could not confirm who asked' };
    },
    async verifyAccepted(app, answer, body) {
      expect(answer.json.data.refuseDataRequest.status).toBe('REFUSED');
      expect((await stored(app, body.id)).outcome).toBe(String(body.reason).trim());
    },
  },
  [...textMutations({ path: 'reason', required: true, max: 300, free: true }), ...idMutations],
);

describeTarget(
  'correctDataRequest',
  {
    document: DOCUMENTS.correct,
    as: 'admin',
    async valid(app) {
      return {
        id: await openRequest(app, 'CORRECT'),
        input: {
          firstName: 'Meenakshi',
          email: 'meenakshi@example.in',
          address: '4 Temple Street',
        },
      };
    },
    async verifyAccepted(app, answer, body) {
      expect(answer.json.data.correctDataRequest.status).toBe('DONE');
      expect((await stored(app, body.id)).status).toBe('DONE');
    },
  },
  [
    ...inInput(textMutations({ path: 'input.firstName', required: false, max: 80, free: true })),
    ...inInput(textMutations({ path: 'input.address', required: false, max: 300, free: true })),
    ...inInput(emailMutations('input.email', false)),
    ...idMutations,
    m('input', 'missing', MISSING),
    m('input', 'null', null),
    m('input', 'empty', {}),
  ],
);

describeTarget(
  'eraseDataRequest',
  {
    document: DOCUMENTS.erase,
    as: 'admin',
    async valid(app) {
      return { id: await openRequest(app, 'ERASE') };
    },
    async verifyAccepted(app, answer) {
      expect(answer.json.data.eraseDataRequest.status).toBe('DONE');
    },
  },
  idMutations,
);

describeTarget(
  'completeDataRequest',
  {
    document: `mutation D($id: ID!, $note: String) {
      completeDataRequest(id: $id, note: $note) { ${FIELDS} } }`,
    as: 'admin',
    async valid(app) {
      return { id: await openRequest(app, 'SEE'), note: 'Copy handed over at the desk' };
    },
    async verifyAccepted(app, answer, body) {
      expect(answer.json.data.completeDataRequest.status).toBe('DONE');
      const note = typeof body.note === 'string' ? body.note.trim() : '';
      expect((await stored(app, body.id)).outcome).toBe(note || 'Done');
    },
  },
  [...textMutations({ path: 'note', required: false, max: 300, free: true }), ...idMutations],
);

describe('hostile input: the data download and the queue’s filter', () => {
  let app: DeskApp;
  beforeAll(async () => {
    app = await startDeskApp(2);
  });
  afterAll(() => app.close());

  it.each([
    ['zero', '0'],
    ['letters', 'abc'],
    ['SQL', "1' OR '1'='1"],
    ['past int4', '99999999999'],
    ['encoded NUL', '1%00'],
    ['a long id', '9'.repeat(5000)],
  ])('GET /staff/files/data-requests/:id refuses %s clearly', async (_label, id) => {
    const before = await snapshot(app.dataSource);
    const answer = await fetch(`${app.url}/staff/files/data-requests/${id}`, {
      headers: { cookie: app.cookies.get('admin')! },
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(without(await snapshot(app.dataSource), SESSION_TABLES)).toEqual(
      without(before, SESSION_TABLES),
    );
  });

  it.each([
    ['lower case', 'received'],
    ['unknown', 'DELETED'],
    ['a number', 1],
    ['SQL', "RECEIVED' OR '1'='1"],
  ])('dataRequests(status) refuses %s without a 500', async (_label, status) => {
    const answer = await desk(
      app,
      `query L($status: DataRequestStatus) { dataRequests(status: $status) { id } }`,
      { status },
      'admin',
    );
    expect(answer.errors?.[0].extensions?.code).toMatch(
      /^(BAD_USER_INPUT|BAD_REQUEST|GRAPHQL_VALIDATION_FAILED)$/,
    );
    expect(answer.data?.dataRequests ?? null).toBeNull();
  });
});
