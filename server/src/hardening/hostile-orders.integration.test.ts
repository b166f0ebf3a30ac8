import {
  Computed,
  emailMutations,
  jsonRequest,
  MISSING,
  ONE_MB,
  phoneMutations,
  send,
  snapshot,
  textMutations,
  type Loose,
  type Mutation,
} from './hostile-cases';
import {
  describeMutations,
  DOORS,
  expectOutcome,
  orderTarget,
  startFixtures,
  type Fixtures,
} from './hostile-targets';

const m = (
  path: string,
  label: string,
  value: unknown,
  outcome: Mutation['outcome'] = 'reject',
): Mutation => ({ path, label, value, outcome, field: path });

const product = (pick: (f: Fixtures) => { id: string }) =>
  new Computed<Fixtures>((f) => pick(f).id);

const items: Mutation[] = [
  m('items', 'missing', MISSING),
  m('items', 'null', null),
  m('items', 'a number', 42),
  m('items', 'a string', '1x2'),
  // GraphQL's input coercion reads a single value as a list of one; REST takes the list only.
  m(
    'items',
    'an object instead of a list',
    new Computed<Fixtures>((f) => ({ productId: f.product.id, quantity: 1 })),
    { rest: 'reject', graphql: 'accept' },
  ),
  m('items', 'an empty list', []),
  m('items', 'a list of null', [null]),
  m('items', 'a list of numbers', [1, 2]),
  m('items', 'a list of strings', ['1']),
  m('items', 'a list of lists', [[{ productId: '1', quantity: 1 }]]),
  m(
    'items',
    '51 lines',
    new Computed<Fixtures>((f) =>
      Array.from({ length: 51 }, () => ({ productId: f.product.id, quantity: 1 })),
    ),
  ),
  m(
    'items',
    '3,000 lines',
    new Computed<Fixtures>((f) =>
      Array.from({ length: 3000 }, () => ({ productId: f.product.id, quantity: 1 })),
    ),
  ),
  m(
    'items',
    'a sold-out product next to a good one (all or nothing)',
    new Computed<Fixtures>((f) => [
      { productId: f.product.id, quantity: 1 },
      { productId: f.soldOut.id, quantity: 1 },
    ]),
  ),
  m(
    'items',
    'more than is left of a scarce product',
    new Computed<Fixtures>((f) => [{ productId: f.scarce.id, quantity: 3 }]),
  ),
  m(
    'items',
    'the same product twice (merged into one line)',
    new Computed<Fixtures>((f) => [
      { productId: f.product.id, quantity: 2 },
      { productId: f.product.id, quantity: 3 },
    ]),
    'accept',
  ),
  m(
    'items',
    'the same product twice, together past the cap of 10',
    new Computed<Fixtures>((f) => [
      { productId: f.product.id, quantity: 6 },
      { productId: f.product.id, quantity: 5 },
    ]),
  ),
  m(
    'items',
    'the same product 10 times once each (exactly the cap)',
    new Computed<Fixtures>((f) =>
      Array.from({ length: 10 }, () => ({ productId: f.product.id, quantity: 1 })),
    ),
    'accept',
  ),
  m(
    'items',
    'the same product written as a number and as text',
    new Computed<Fixtures>((f) => [
      { productId: Number(f.product.id), quantity: 1 },
      { productId: f.product.id, quantity: 1 },
    ]),
    { rest: 'accept', graphql: 'accept' },
  ),
  m(
    'items',
    'two products',
    new Computed<Fixtures>((f) => [
      { productId: f.second.id, quantity: 2 },
      { productId: f.product.id, quantity: 1 },
    ]),
    'accept',
  ),
];

const productId: Mutation[] = [
  m('items.0.productId', 'missing', MISSING),
  m('items.0.productId', 'null', null),
  m('items.0.productId', 'boolean', true),
  m('items.0.productId', 'object', { id: 1 }),
  m('items.0.productId', 'array', ['1']),
  m('items.0.productId', 'fraction', 1.5),
  m('items.0.productId', 'zero', 0),
  m('items.0.productId', 'negative', -1),
  m('items.0.productId', 'zero as text', '0'),
  m('items.0.productId', 'negative as text', '-1'),
  m('items.0.productId', 'leading zero', '01'),
  m('items.0.productId', 'letters', 'abc'),
  m('items.0.productId', 'SQL tautology', '1 OR 1=1'),
  m('items.0.productId', 'SQL statement', '1; UPDATE product SET price = 0; --'),
  m('items.0.productId', 'NUL after the digits', '1\u0000'),
  m('items.0.productId', 'spaces around', ' 1 '),
  m('items.0.productId', 'full-width digit', '１'),
  m('items.0.productId', 'exponent', '1e3'),
  m('items.0.productId', 'hexadecimal', '0x10'),
  m('items.0.productId', 'unknown', '999999'),
  m('items.0.productId', 'the largest integer, unknown', '2147483647'),
  m('items.0.productId', 'past the integer range', '2147483648'),
  m('items.0.productId', 'ten digits, past the integer range', '9999999999'),
  m('items.0.productId', 'past the integer range as a number', 2147483648),
  m('items.0.productId', 'twenty digits', '12345678901234567890'),
  m('items.0.productId', '1 MB', ONE_MB),
  m(
    'items.0.productId',
    'a sold-out product',
    product((f) => f.soldOut),
  ),
  m(
    'items.0.productId',
    'a number (as the old client sends it)',
    new Computed<Fixtures>((f) => Number(f.product.id)),
    'accept',
  ),
];

const quantity: Mutation[] = [
  m('items.0.quantity', 'missing', MISSING),
  m('items.0.quantity', 'null', null),
  m('items.0.quantity', 'negative', -1),
  m('items.0.quantity', 'very negative', -1_000_000),
  m('items.0.quantity', 'zero', 0),
  m('items.0.quantity', 'minus zero', -0),
  m('items.0.quantity', 'a half', 0.5),
  m('items.0.quantity', 'one and a half', 1.5),
  m('items.0.quantity', 'a tiny fraction', 1e-9),
  m('items.0.quantity', 'one past the cap', 11),
  m('items.0.quantity', 'one past the ceiling of any quantity', 101),
  m('items.0.quantity', 'past the integer range', 2147483648),
  m('items.0.quantity', 'astronomical', 1e21),
  m('items.0.quantity', 'as text', '2'),
  m('items.0.quantity', 'as words', 'two'),
  m('items.0.quantity', 'boolean', true),
  m('items.0.quantity', 'array', [1]),
  m('items.0.quantity', 'object', { value: 1 }),
  m('items.0.quantity', 'SQL', '1; DROP TABLE product'),
  m('items.0.quantity', 'exactly the cap', 10, 'accept'),
];

/** Money the client claims: REST ignores it, GraphQL refuses it; the database decides. */
const ignored = { rest: 'accept', graphql: 'reject' } as const;
const prices: Mutation[] = [
  m('items.0.price', 'a line price of one paisa', 0.01, ignored),
  m('items.0.unitPrice', 'a unit price of zero', 0, ignored),
  m('items.0.price', 'a negative line price', -500, ignored),
  m('items.0.lineTotal', 'a line total', 1, ignored),
  m('totalAmount', 'a total of one rupee', 1, ignored),
  m('total', 'a total of zero', 0, ignored),
  m('discount', 'a discount', 100, ignored),
  m('status', 'a status', 'DELIVERED', ignored),
  m('orderNumber', 'a chosen order number', 'ORD-20200101-0001', ignored),
  m('id', 'an id', 1, ignored),
  m('items.0.name', 'a product name', 'Free product', ignored),
];

const idempotencyKey: Mutation[] = [
  m('idempotencyKey', 'missing', MISSING, 'accept'),
  m('idempotencyKey', 'null', null, 'accept'),
  m('idempotencyKey', 'too short', 'abc'),
  m('idempotencyKey', '101 characters', 'k'.repeat(101)),
  m('idempotencyKey', 'a number', 12345678),
  m('idempotencyKey', 'SQL', "abcdefgh'; DROP TABLE customer_order;--"),
  m('idempotencyKey', 'NUL inside', 'abcd\u0000efgh'),
  m('idempotencyKey', 'emoji', '🙏🙏🙏🙏🙏🙏🙏🙏'),
  m('idempotencyKey', '1 MB', ONE_MB),
  m(
    'idempotencyKey',
    'a fresh valid key',
    new Computed(() => `key-${Date.now()}-${Math.random().toString(36).slice(2)}`),
    'accept',
  ),
];

// Accepted ones change the total by the area's fee: those are the delivery suite's to check.
const paymentAndDelivery: Mutation[] = [
  m('paymentMethod', 'missing', MISSING, 'accept'),
  m('paymentMethod', 'null', null, 'accept'),
  m('paymentMethod', 'UPI on delivery', 'UPI_ON_DELIVERY', 'accept'),
  m('paymentMethod', 'unknown', 'CARD'),
  m('paymentMethod', 'lower case', 'cod'),
  m('paymentMethod', 'a number', 1),
  m('paymentMethod', 'SQL', "COD'; DROP TABLE customer_order;--"),
  m('deliveryMethod', 'unknown', 'DRONE'),
  m('deliveryMethod', 'a number', 2),
  // Refused at the field that is missing: the PIN code.
  { ...m('deliveryMethod', 'home delivery without a PIN code', 'HOME_DELIVERY'), field: 'pinCode' },
  m('pinCode', 'five digits', '46400'),
  m('pinCode', 'seven digits', '4640011'),
  m('pinCode', 'leading zero', '064001'),
  m('pinCode', 'letters', '46400a'),
  m('pinCode', 'outside the delivery areas', '110001'),
  m('pinCode', 'SQL', "464001' OR '1'='1"),
  m('pinCode', 'an array', ['464001']),
  m('pinCode', '1 MB', ONE_MB),
];

// These fixtures' products need no prescription: a well-formed token is ignored, a malformed
// one refused (hostile-prescriptions covers the uploads themselves).
const prescriptionToken: Mutation[] = [
  m('prescriptionToken', 'missing', MISSING, 'accept'),
  m('prescriptionToken', 'null', null, 'accept'),
  m(
    'prescriptionToken',
    'well-formed but unknown (no prescription needed)',
    'A'.repeat(43),
    'accept',
  ),
  m('prescriptionToken', 'too short', 'abc'),
  m('prescriptionToken', '44 characters', 'A'.repeat(44)),
  m('prescriptionToken', 'a number', 12345678),
  m('prescriptionToken', 'an object', { token: 'x' }),
  m('prescriptionToken', 'SQL', "' OR 1=1; UPDATE prescription SET order_id = 1;--"),
  m('prescriptionToken', 'NUL inside', `${'A'.repeat(21)}\u0000${'A'.repeat(21)}`),
  m('prescriptionToken', 'a URL', 'https://evil.example/prescription.jpg'),
  m('prescriptionToken', '1 MB', ONE_MB),
];

describeMutations('placeOrder / POST /api/orders', orderTarget, [
  ...textMutations({ path: 'customerName', required: true, max: 100, free: true }),
  // Optional, as for booking: the phone is the key.
  ...emailMutations('customerEmail', false),
  ...phoneMutations('customerPhone', true),
  ...textMutations({ path: 'shippingAddress', required: true, max: 500, free: true }),
  ...textMutations({ path: 'notes', required: false, max: 1000, free: true }),
  ...items,
  ...productId,
  ...quantity,
  ...prices,
  ...idempotencyKey,
  ...prescriptionToken,
  ...paymentAndDelivery,
]);

describe('orders: hostile sequences and headers', () => {
  let f: Fixtures;
  beforeAll(async () => {
    f = await startFixtures();
  });
  afterAll(async () => {
    await f.close();
  });

  it('refuses the same idempotency key with other products or another address', async () => {
    const target = orderTarget(f);
    const key = `order-key-${Date.now()}`;
    const first: Record<string, Loose> = { ...(await target.valid()), idempotencyKey: key };
    await expectOutcome(f, target, 'graphql', target.request('graphql', first), 'accept', first);

    for (const door of DOORS) {
      const changes = [
        { items: [{ productId: f.product.id, quantity: 5 }] },
        { items: [{ productId: f.second.id, quantity: 1 }] },
        { shippingAddress: 'Somewhere else entirely' },
        { customerPhone: '9000000002' },
      ];
      for (const change of changes) {
        const other = { ...first, ...change };
        const answer = await expectOutcome(
          f,
          target,
          door,
          target.request(door, other),
          'reject',
          other,
        );
        expect(JSON.stringify(answer.json)).toContain('This order request was already used');
      }
      // The same request again is a retry: the first order, nothing new written, no stock taken.
      const before = await snapshot(f.app.dataSource);
      const again = await send(f.app.url, target.request(door, first));
      expect(again.status).toBeLessThan(300);
      expect(JSON.stringify(again.json)).toMatch(/ORD-\d{8}-\d{4}/);
      expect(await snapshot(f.app.dataSource)).toEqual(before);
    }
  });

  it('refuses a body key and a header key that disagree about the retry', async () => {
    const target = orderTarget(f);
    const first = { ...(await target.valid()), idempotencyKey: `body-key-${Date.now()}` };
    await expectOutcome(f, target, 'rest', target.request('rest', first), 'accept', first);
    // The header wins over the body: a fresh key places a new order, as the header says.
    const headerKey = `header-key-${Date.now()}`;
    const request = jsonRequest('/api/orders', first, { 'idempotency-key': headerKey });
    await expectOutcome(f, target, 'rest', request, 'accept', first);
  });

  it.each([
    ['too short', 'abc'],
    ['SQL', "abcdefgh' OR '1'='1"],
    ['101 characters', 'k'.repeat(101)],
    ['10,000 characters', 'k'.repeat(10_000)],
    ['past the header limit', 'k'.repeat(20_000)],
    ['percent-encoded NUL', 'abcdefgh%00'],
  ])('refuses an Idempotency-Key header that is %s', async (_label, key) => {
    const target = orderTarget(f);
    const body = await target.valid();
    const request = jsonRequest('/api/orders', body, { 'idempotency-key': key });
    await expectOutcome(f, target, 'rest', request, 'reject', body);
  });
});
