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
import {
  DESK_DOCUMENTS as D,
  moveTo,
  placeOrder,
  startDeskApp,
  type DeskApp,
} from '../shop/desk/order-desk-test-helpers';

// The pharmacy desk's writes (setOrderStatus, recordOrderPayment) thrown hostile input by a
// signed-in pharmacist: each refusal is clear, below 500, names its field and leaves every table
// as it was; odd but legitimate text (a cancel reason) is stored literally. Each case works on
// an order of its own.

const m = (
  path: string,
  label: string,
  value: unknown,
  outcome: Mutation['outcome'] = 'reject',
): Mutation => ({ path, label, value, outcome, field: path.split('.').at(-1) });

/** Tables a staff request may touch without changing anything: its session's last use. */
const SESSION_TABLES = ['staff_session'];

const orderNumberMutations: Mutation[] = [
  m('orderNumber', 'missing', MISSING),
  m('orderNumber', 'null', null),
  ...WRONG_TYPES.map(({ label, value }) => m('orderNumber', label, value)),
  m('orderNumber', 'empty', ''),
  m('orderNumber', 'a booking reference', 'APT-7K3Q9'),
  m('orderNumber', 'SQL tautology', "ORD-20261122-4821' OR '1'='1"),
  m('orderNumber', 'NUL inside', 'ORD-20261122\u0000-4821'),
  m('orderNumber', 'a wildcard', 'ORD-2026%'),
  m('orderNumber', '1 MB', ONE_MB),
];

function staffRequest(app: DeskApp, query: string, variables: unknown): RawRequest {
  return {
    path: '/staff/graphql',
    headers: {
      'content-type': 'application/json',
      origin: app.url,
      cookie: app.cookies.get('pharmacy')!,
    },
    body: JSON.stringify({ query, variables }),
  };
}

interface DeskTarget {
  document: string;
  /** A valid body for a fresh order of its own (placed and moved as the write needs). */
  valid(app: DeskApp): Promise<Record<string, Loose>>;
  verifyAccepted(app: DeskApp, answer: HttpAnswer, body: Record<string, Loose>): Promise<void>;
  /** Tables an accepted write changes. */
  tables: string[];
}

function describeDeskMutations(name: string, target: DeskTarget, cases: Mutation[]) {
  describe(`hostile input: ${name}`, () => {
    let app: DeskApp;
    beforeAll(async () => {
      app = await startDeskApp(2);
    });
    afterAll(() => app.close());

    it.each(cases.map((c) => [`${c.path}: ${c.label}`, c] as const))('%s', async (_label, c) => {
      const body = mutate(await target.valid(app), c.path, c.value);
      const before = await snapshot(app.dataSource);
      const answer = await send(app.url, staffRequest(app, target.document, body));
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

const reasonOf = async (app: DeskApp, orderNumber: string) => {
  const [row] = await app.dataSource.query(
    `SELECT c.reason FROM order_status_change c JOIN customer_order o ON o.id = c.order_id
     WHERE o.order_number = $1 AND c.to_status = 'CANCELLED'`,
    [orderNumber],
  );
  return row?.reason as string | undefined;
};

describeDeskMutations(
  'setOrderStatus (a cancel)',
  {
    document: D.setStatus,
    tables: ['customer_order', 'order_status_change', 'audit_entry', 'product'],
    async valid(app) {
      const { orderNumber } = await placeOrder(app, { quantity: 1 });
      return { orderNumber, status: 'CANCELLED', reason: 'Out of stock at our supplier' };
    },
    async verifyAccepted(app, answer, body) {
      expect(answer.json.data.setOrderStatus.status).toBe('CANCELLED');
      expect(await reasonOf(app, body.orderNumber)).toBe(String(body.reason).trim());
    },
  },
  [
    ...textMutations({ path: 'reason', required: true, max: 300, free: true }),
    ...orderNumberMutations,
    m('status', 'missing', MISSING),
    m('status', 'null', null),
    m('status', 'lower case', 'cancelled'),
    m('status', 'unknown', 'REFUNDED'),
    m('status', 'a number', 4),
    m('status', 'SQL', "CANCELLED'; DROP TABLE customer_order;--"),
    m('status', 'a list', ['CANCELLED']),
    m('status', 'back to pending', 'PENDING'),
    m('status', 'delivered at once', 'DELIVERED'),
  ],
);

describeDeskMutations(
  'recordOrderPayment',
  {
    document: D.pay,
    tables: ['order_payment', 'audit_entry'],
    async valid(app) {
      const { orderNumber } = await placeOrder(app, { quantity: 1, price: 60 });
      await moveTo(app, orderNumber, ['PROCESSING', 'SHIPPED', 'DELIVERED']);
      return { orderNumber, payment: { method: 'UPI', amount: 100, upiReference: '412345678901' } };
    },
    async verifyAccepted(app, answer, body) {
      expect(answer.json.data.recordOrderPayment.payment).toMatchObject({
        method: 'UPI',
        amount: 100,
        upiReference: String(body.payment.upiReference).trim(),
      });
    },
  },
  [
    // Fields are named within the payment input, as its validation names them. A reference is
    // letters and digits (apps show 12-digit UTRs or longer ids): the word undefined is one.
    ...textMutations({ path: 'payment.upiReference', required: true, max: 35, free: false }).map(
      (c): Mutation => ({
        ...c,
        field: 'upiReference',
        outcome: c.label === 'undefinedWord' ? 'either' : c.outcome,
      }),
    ),
    m('payment.upiReference', 'a UTR with spaces around', ' 412345678901 ', 'accept'),
    ...orderNumberMutations,
    m('payment', 'missing', MISSING),
    m('payment', 'null', null),
    m('payment', 'a list', [{ method: 'CASH', amount: 100 }]),
    m('payment.method', 'missing', MISSING),
    m('payment.method', 'unknown', 'CHEQUE'),
    m('payment.method', 'lower case', 'upi'),
    m('payment.method', 'the order’s way of paying', 'UPI_ON_DELIVERY'),
    m('payment.amount', 'missing', MISSING),
    m('payment.amount', 'null', null),
    m('payment.amount', 'as text', '100'),
    m('payment.amount', 'zero', 0),
    m('payment.amount', 'negative', -100),
    m('payment.amount', 'a paisa short', 99.99),
    m('payment.amount', 'a fraction of a paisa', 100.001),
    m('payment.amount', 'astronomical', 1e21),
    m('payment.amount', 'past numeric(10,2)', 100_000_000),
    m('payment.amount', 'boolean', true),
    m('payment.amount', 'NUL after the digits', '100\u0000'),
    m('payment.amount', 'SQL', '100; DELETE FROM order_payment'),
    m('payment.upiReference', 'SQL tautology', `${STRINGS.sqlTautology}`),
  ],
);
