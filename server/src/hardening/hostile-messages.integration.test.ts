import {
  emailMutations,
  MISSING,
  phoneMutations,
  send,
  snapshot,
  textMutations,
  type Mutation,
} from './hostile-cases';
import {
  contactTarget,
  describeMutations,
  DOORS,
  feedbackTarget,
  newsletterTarget,
  startFixtures,
  type Fixtures,
} from './hostile-targets';

const m = (
  path: string,
  label: string,
  value: unknown,
  outcome: Mutation['outcome'] = 'reject',
): Mutation => ({ path, label, value, outcome, field: path });

/** Fields nobody may set. REST ignores them; GraphQL refuses unknown input fields. */
const ignored = { rest: 'accept', graphql: 'reject' } as const;

describeMutations('sendContactMessage / POST /api/contact', contactTarget, [
  ...textMutations({ path: 'name', required: true, max: 100, free: true }),
  ...emailMutations('email', true),
  ...phoneMutations('phone', false),
  ...textMutations({ path: 'subject', required: true, max: 150, free: true }),
  ...textMutations({ path: 'message', required: true, max: 5000, free: true }),
  m('id', 'an id', 1, ignored),
  m('createdAt', 'a creation date', '2020-01-01T00:00:00Z', ignored),
]);

const rating: Mutation[] = [
  m('rating', 'missing (5 by default)', MISSING, 'accept'),
  // REST reads an empty form field as "not given"; GraphQL's Int! refuses null.
  m('rating', 'null', null, { rest: 'accept', graphql: 'reject' }),
  m('rating', 'zero', 0),
  m('rating', 'six', 6),
  m('rating', 'negative', -1),
  m('rating', 'four and a half', 4.5),
  m('rating', 'past the integer range', 2147483648),
  m('rating', 'astronomical', 1e21),
  m('rating', 'boolean', true),
  m('rating', 'array', [5]),
  m('rating', 'object', { stars: 5 }),
  m('rating', 'words', 'five'),
  m('rating', 'NUL after the digit', '5\u0000'),
  m('rating', 'SQL', '5; DELETE FROM feedback'),
  // A form posts the digit as text; REST takes it, GraphQL's Int refuses text.
  m('rating', 'a digit as text', '3', { rest: 'accept', graphql: 'reject' }),
  m('rating', 'a digit as text with spaces', ' 3 ', { rest: 'accept', graphql: 'reject' }),
  m('rating', 'one', 1, 'accept'),
];

describeMutations('submitFeedback / POST /api/feedback', feedbackTarget, [
  ...textMutations({ path: 'name', required: true, max: 100, free: true }),
  ...textMutations({ path: 'condition', required: false, max: 100, free: true }),
  ...textMutations({ path: 'message', required: true, max: 2000, free: true }),
  ...rating,
  m('id', 'an id', 1, ignored),
]);

describeMutations('subscribeNewsletter / POST /api/newsletter', newsletterTarget, [
  ...emailMutations('email', true),
  m('email', 'a list of addresses', ['a@example.in', 'b@example.in']),
  m('email', 'comma-separated addresses', 'a@example.in,b@example.in'),
  // Unknown variables are ignored by GraphQL as unknown body fields are by REST.
  m('unsubscribe', 'an unknown field', true, 'accept'),
]);

describe('newsletter: the same address again', () => {
  let f: Fixtures;
  beforeAll(async () => {
    f = await startFixtures();
  });
  afterAll(async () => {
    await f.close();
  });

  it('answers a repeated address, in any case, as a new one and stores it once', async () => {
    const target = newsletterTarget(f);
    const body = await target.valid();
    expect((await send(f.app.url, target.request('rest', body))).status).toBe(200);
    for (const door of DOORS) {
      const before = await snapshot(f.app.dataSource);
      const again = await send(
        f.app.url,
        target.request(door, { email: `  ${String(body.email).toUpperCase()} ` }),
      );
      expect(again.status).toBe(200);
      expect(JSON.stringify(again.json)).toContain('"subscribed":true');
      expect(await snapshot(f.app.dataSource)).toEqual(before);
    }
  });
});
