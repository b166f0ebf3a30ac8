import { OTHER_METHODS, TRANSPORT_CASES, type Loose } from './hostile-cases';
import {
  allTargets,
  expectOutcome,
  GRAPHQL_MALFORMATIONS,
  startFixtures,
  type Fixtures,
  type WriteTarget,
} from './hostile-targets';

// The body or the operation itself is wrong, at every write path: malformed JSON, wrong content
// types, empty bodies, arrays, other methods, and GraphQL documents that are broken, mistyped or
// sent the wrong way. Each must be refused clearly, before anything is written.

const TARGETS = [
  'bookAppointment',
  'cancelAppointment',
  'placeOrder',
  'sendContactMessage',
  'submitFeedback',
  'subscribeNewsletter',
] as const;

const restCount = TRANSPORT_CASES.length + OTHER_METHODS.length;
const total = TARGETS.length * (restCount + GRAPHQL_MALFORMATIONS.length);

describe(`malformed requests at every write path: ${total} hostile cases`, () => {
  let f: Fixtures;
  let targets: Map<string, WriteTarget>;
  beforeAll(async () => {
    f = await startFixtures();
    targets = new Map(allTargets(f).map((t) => [t.mutation, t]));
  });
  afterAll(async () => {
    await f.close();
    // Nothing a body said reached the prototype every object shares.
    expect(({} as Loose).polluted).toBeUndefined();
  });

  /** The REST path and body a valid request of `target` would use. */
  async function restParts(target: WriteTarget) {
    const body = await target.valid();
    const request = target.request('rest', body);
    return { path: request.path, body: JSON.parse(String(request.body)) as Loose };
  }

  describe.each(TARGETS)('%s', (mutation) => {
    it.each(TRANSPORT_CASES.map((c) => [c.label, c] as const))(
      'REST: %s',
      async (_label, transport) => {
        const target = targets.get(mutation)!;
        const { path, body } = await restParts(target);
        const request = transport.request(path, body);
        await expectOutcome(f, target, 'rest', request, transport.outcome, undefined);
      },
    );

    it.each(OTHER_METHODS)('REST: %s instead of POST', async (method) => {
      const target = targets.get(mutation)!;
      const { path, body } = await restParts(target);
      const request = {
        method,
        path,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
      const answer = await expectOutcome(f, target, 'rest', request, 'reject', undefined);
      expect(answer.status).toBe(404);
    });

    it.each(GRAPHQL_MALFORMATIONS.map((c) => [c.label, c] as const))(
      'GraphQL: %s',
      async (_label, malformation) => {
        const target = targets.get(mutation)!;
        const request = malformation.request(target, await target.valid());
        const outcome = malformation.outcome ?? 'reject';
        await expectOutcome(f, target, 'graphql', request, outcome, undefined);
      },
    );
  });
});
