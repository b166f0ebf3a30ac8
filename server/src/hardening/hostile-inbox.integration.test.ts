import {
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
import { startDeskApp, type DeskApp } from '../shop/desk/order-desk-test-helpers';
import {
  INBOX_DOCUMENTS as D,
  sendContact,
  sendFeedback,
} from '../messages/inbox/inbox-test-helpers';

// The inbox's writes thrown hostile input by a signed-in admin: each refusal is clear, below
// 500, names its field and leaves every table as it was; odd but legitimate text (a reply, a
// town) is stored literally. Each case works on a message or feedback of its own.

const m = (
  path: string,
  label: string,
  value: unknown,
  outcome: Mutation['outcome'] = 'reject',
): Mutation => ({ path, label, value, outcome, field: path.split('.').at(-1) });

const SESSION_TABLES = ['staff_session'];

const idMutations = (path = 'id'): Mutation[] => [
  m(path, 'missing', MISSING),
  m(path, 'null', null),
  m(path, 'empty', ''),
  m(path, 'zero', '0'),
  m(path, 'negative', '-1'),
  m(path, 'past int4', '2147483648'),
  m(path, 'SQL tautology', "1' OR '1'='1"),
  m(path, 'NUL inside', '1\u00002'),
  m(path, '1 MB', ONE_MB),
  m(path, 'a list', ['1']),
];

function adminRequest(app: DeskApp, query: string, variables: unknown): RawRequest {
  return {
    path: '/staff/graphql',
    headers: {
      'content-type': 'application/json',
      origin: app.url,
      cookie: app.cookies.get('admin')!,
    },
    body: JSON.stringify({ query, variables }),
  };
}

interface InboxTarget {
  document: string;
  valid(app: DeskApp): Promise<Record<string, Loose>>;
  verifyAccepted(app: DeskApp, answer: HttpAnswer, body: Record<string, Loose>): Promise<void>;
}

function describeInboxMutations(name: string, target: InboxTarget, cases: Mutation[]) {
  describe(`hostile input: ${name}`, () => {
    let app: DeskApp;
    let startedAt: Date;
    beforeAll(async () => {
      app = await startDeskApp(2);
      startedAt = app.clock.now();
    });
    afterAll(async () => {
      // The desk's clock is in the 2040s: testimonials approved here would be the newest of the
      // shared database for ever, and crowd other files' out of the public twelve.
      await app.dataSource.query(
        `UPDATE feedback SET testimonial_approved_at = NULL, testimonial_approved_by_id = NULL
         WHERE testimonial_approved_at >= $1`,
        [startedAt],
      );
      await app.close();
    });

    it.each(cases.map((c) => [`${c.path}: ${c.label}`, c] as const))('%s', async (_label, c) => {
      const body = mutate(await target.valid(app), c.path, c.value);
      const before = await snapshot(app.dataSource);
      const answer = await send(app.url, adminRequest(app, target.document, body));
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

describeInboxMutations(
  'replyToContactMessage',
  {
    document: D.reply,
    async valid(app) {
      return { id: await sendContact(app), channel: 'EMAIL', text: 'Yes, we are open on Sunday.' };
    },
    async verifyAccepted(app, answer, body) {
      expect(answer.json.data.replyToContactMessage.state).toBe('REPLIED');
      const [row] = await app.dataSource.query(
        `SELECT params FROM outbox_message WHERE contact_message_id = $1 AND template = 'contact_reply'`,
        [body.id],
      );
      expect(row.params.reply).toBe(String(body.text).trim());
    },
  },
  [
    ...textMutations({ path: 'text', required: true, max: 1000, free: true }),
    ...idMutations(),
    m('channel', 'missing', MISSING),
    m('channel', 'unknown', 'SMS'),
    m('channel', 'lower case', 'email'),
    m('channel', 'a number', 1),
    m('channel', 'SQL', "EMAIL'; DROP TABLE outbox_message;--"),
  ],
);

describeInboxMutations(
  'approveTestimonial',
  {
    document: D.approve,
    async valid(app) {
      const { id } = await sendFeedback(app, true);
      return { id, testimonial: { town: 'Vidisha' } };
    },
    async verifyAccepted(app, answer, body) {
      expect(answer.json.data.approveTestimonial.town).toBe(String(body.testimonial.town).trim());
    },
  },
  [
    ...textMutations({ path: 'testimonial.town', required: true, max: 60, free: true }).map(
      (c): Mutation => ({ ...c, field: 'town' }),
    ),
    ...idMutations(),
    ...idMutations('testimonial.doctorId').filter(
      (c) => c.label !== 'missing' && c.label !== 'null',
    ),
    m('testimonial', 'missing', MISSING),
    m('testimonial', 'null', null),
  ],
);

describeInboxMutations(
  'setInboxState',
  {
    document: D.setState,
    async valid(app) {
      return { kind: 'CONTACT', id: await sendContact(app), state: 'READ' };
    },
    async verifyAccepted(_app, answer) {
      expect(answer.json.data.setInboxState.state).toBe('READ');
    },
  },
  [
    ...idMutations(),
    m('kind', 'missing', MISSING),
    m('kind', 'unknown', 'ORDER'),
    m('kind', 'lower case', 'contact'),
    m('state', 'missing', MISSING),
    m('state', 'unknown', 'DELETED'),
    m('state', 'replied by hand', 'REPLIED'),
    m('state', 'back to new', 'NEW'),
    ...WRONG_TYPES.map(({ label, value }) => m('state', label, value)),
  ],
);

describeInboxMutations(
  'markInboxSpam',
  {
    document: D.spam,
    async valid(app) {
      return { kind: 'FEEDBACK', id: (await sendFeedback(app, false)).id, spam: true };
    },
    async verifyAccepted(_app, answer) {
      expect(answer.json.data.markInboxSpam.spam).toBe(true);
    },
  },
  [
    ...idMutations(),
    m('spam', 'missing', MISSING),
    m('spam', 'null', null),
    m('spam', 'as text', 'true'),
    m('spam', 'a number', 1),
  ],
);

describeInboxMutations(
  'updateHeroClaims',
  {
    document: D.updateClaims,
    async valid() {
      return { claims: { patientsTreated: 10000, yearsOfService: 15, successRate: 99 } };
    },
    async verifyAccepted(_app, answer, body) {
      expect(answer.json.data.updateHeroClaims).toMatchObject(
        Object.fromEntries(
          Object.entries(body.claims as Record<string, unknown>).map(([k, v]) => [k, v ?? null]),
        ),
      );
    },
  },
  [
    m('claims', 'missing', MISSING),
    m('claims', 'null', null),
    ...['patientsTreated', 'yearsOfService', 'successRate'].flatMap((name) => [
      m(`claims.${name}`, 'empty (no claim)', null, 'accept'),
      m(`claims.${name}`, 'negative', -1),
      m(`claims.${name}`, 'a fraction', 1.5),
      m(`claims.${name}`, 'as text', '99'),
      m(`claims.${name}`, 'astronomical', 1e21),
      m(`claims.${name}`, 'SQL', `${STRINGS.sqlTautology}`),
      m(`claims.${name}`, 'a list', [1]),
    ]),
    m('claims.successRate', 'over 100 per cent', 101),
    m('claims.yearsOfService', 'over 200 years', 201),
    m('claims.patientsTreated', 'over ten million', 10_000_001),
  ],
);
