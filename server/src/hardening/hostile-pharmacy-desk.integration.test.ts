import { randomUUID } from 'node:crypto';
import { addDays, clinicToday } from '../booking/clinic-time';
import {
  CREATE_PRODUCT,
  deskCaller,
  productInput,
  someCategory,
  type DeskCaller,
  hideDeskProducts,
} from '../test/pharmacy';
import { startStaffApp, type StaffApp } from '../test/staff';
import {
  MISSING,
  mutate,
  refusalProblem,
  send,
  STRINGS,
  textMutations,
  WRONG_TYPES,
  type HttpAnswer,
  type Loose,
  type Mutation,
  expectGraphqlOutcome,
} from './hostile-cases';

// The pharmacy desk's writes (issue 19) under the hostile values the public write paths face:
// each is refused with a clear message naming its field and writes nothing, or is taken as
// typed. Sent as the console sends them: a pharmacist's session, same origin, /staff/graphql.

type Body = Record<string, Loose>;

interface DeskTarget {
  name: string;
  document: string;
  /** A fresh valid input. */
  valid(f: Fixtures): Promise<Body>;
  /** Rows an accepted request would have written for this body. */
  written(f: Fixtures, body: Body): Promise<number>;
}

interface Fixtures {
  app: StaffApp;
  desk: DeskCaller;
  categoryId: string;
  /** A product of the suite's own, stocked, for adjustments and receipts. */
  productId: string;
}

const count = async (f: Fixtures, sql: string, params: unknown[]) =>
  (await f.app.dataSource.query(sql, params))[0].n as number;

/** What a text would be stored as, for looking it up (PostgreSQL refuses NUL even in a query). */
const stored = (value: unknown) =>
  typeof value === 'string' ? value.split('\u0000').join('').trim() : '';

const expiry = () => addDays(clinicToday(new Date()), 400);

const TARGETS: Record<string, DeskTarget> = {
  createProduct: {
    name: 'createProduct',
    document: `mutation C($input: ProductInput!) { createProduct(input: $input) { id } }`,
    valid: async (f) => productInput(f.categoryId),
    written: (f, body) =>
      count(f, `SELECT count(*)::int AS n FROM product WHERE slug = $1`, [stored(body.slug)]),
  },
  createCategory: {
    name: 'createCategory',
    document: `mutation C($input: CategoryInput!) { createCategory(input: $input) { id } }`,
    valid: async () => {
      const tag = randomUUID().slice(0, 8);
      return { name: `Hostile ${tag}`, slug: `hostile-${tag}`, sortOrder: 5 };
    },
    written: (f, body) =>
      count(f, `SELECT count(*)::int AS n FROM category WHERE name = $1`, [stored(body.name)]),
  },
  adjustStock: {
    name: 'adjustStock',
    document: `mutation A($input: StockAdjustmentInput!) { adjustStock(input: $input) { id } }`,
    valid: async (f) => ({
      productId: f.productId,
      change: 1,
      reason: `Counted ${randomUUID().slice(0, 8)}`,
    }),
    written: (f, body) =>
      count(
        f,
        `SELECT count(*)::int AS n FROM stock_movement WHERE product_id = $1 AND kind = 'ADJUSTMENT'
           AND reason = $2`,
        [f.productId, stored(body.reason)],
      ),
  },
  receiveStock: {
    name: 'receiveStock',
    document: `mutation R($input: StockReceiptInput!) { receiveStock(input: $input) { id } }`,
    valid: async (f) => ({
      productId: f.productId,
      quantity: 3,
      batchNumber: `B-${randomUUID().slice(0, 8)}`,
      expiryDate: expiry(),
      note: null,
    }),
    written: (f, body) =>
      count(
        f,
        `SELECT count(*)::int AS n FROM stock_movement WHERE product_id = $1 AND kind = 'RECEIPT'
           AND batch_number = $2`,
        [f.productId, stored(body.batchNumber)],
      ),
  },
};

const m = (
  path: string,
  label: string,
  value: unknown,
  outcome: Mutation['outcome'] = 'reject',
): Mutation => ({ path, label, value, outcome, field: path });

/** A whole number field: every wrong type and range refused; `fine` accepted. */
const wholeNumber = (path: string, fine: number, tooBig: number): Mutation[] => [
  m(path, 'text', String(fine)),
  m(path, 'a fraction', fine + 0.5),
  m(path, 'past the integer range', 2147483648),
  m(path, 'astronomical', 1e21),
  m(path, 'boolean', true),
  m(path, 'array', [fine]),
  m(path, 'beyond its range', tooBig),
  m(path, 'SQL', `${fine}; DELETE FROM product`),
  m(path, 'a fine value', fine, 'accept'),
];

const CASES: Record<string, Mutation[]> = {
  createProduct: [
    ...textMutations({ path: 'name', required: true, max: 120, free: true }),
    ...textMutations({ path: 'description', required: true, max: 5000, free: true }),
    ...textMutations({ path: 'shortDescription', required: false, max: 300, free: true }),
    m('slug', 'a path', '../../etc/passwd'),
    m('slug', 'markup', '<script>x</script>'),
    m('slug', 'SQL', "x'; DROP TABLE product;--"),
    m('slug', 'NUL', 'a\u0000b'),
    m('slug', 'Devanagari', STRINGS.devanagari),
    m('price', 'negative', -10),
    m('price', 'NaN as text', 'NaN'),
    m('price', 'astronomical', 1e21),
    m('price', 'missing', MISSING),
    m('comparePrice', 'negative', -1),
    ...wholeNumber('lowStockThreshold', 3, 100_001),
    m('hsnCode', 'SQL', "3004' OR 1=1"),
    m('hsnCode', 'nine digits', '300490991'),
    m('gstRate', 'a string', '12'),
    m('gstRate', 'negative', -5),
    m('drugSchedule', 'unknown', 'Z'),
    m('drugSchedule', 'X', 'X'),
    m('categoryId', 'SQL', '1 OR 1=1'),
    m('categoryId', 'negative', '-1'),
    m('categoryId', 'past the integer range', '99999999999'),
    m('sizes', 'a label of NUL', [{ label: STRINGS.nulOnly }]),
    m('sizes', 'a label too long', [{ label: 'x'.repeat(21) }]),
    m(
      'sizes',
      'thirteen sizes',
      Array.from({ length: 13 }, (_, i) => ({ label: `S${i}` })),
    ),
    m('sizes', 'an unknown size id', [{ id: '999999999', label: 'M' }]),
    m('images', 'a javascript: URL', ['javascript:alert(1)']),
    m('images', 'a data: URL', ['data:image/svg+xml,<svg onload=alert(1)>']),
    m('images', 'a path outside', ['/images/../../etc/passwd']),
    m(
      'images',
      'nine images',
      Array.from({ length: 9 }, (_, i) => `/images/products/${i}.svg`),
    ),
    m('stock', 'a stock of its own', 500),
    m('hidden', 'a hidden flag', true),
    m('id', 'an id', '1'),
  ],
  createCategory: [
    ...textMutations({ path: 'name', required: true, max: 60, free: true }),
    m('slug', 'markup', '<b>x</b>'),
    m('slug', 'SQL', "x' OR '1'='1"),
    ...wholeNumber('sortOrder', 5, 1001),
  ],
  adjustStock: [
    ...textMutations({ path: 'reason', required: true, max: 200, free: true }).filter(
      // The reason must say something: three characters at least.
      (c) =>
        !['nullWord', 'emoji', 'bom', 'rtlOverride', 'zalgo', 'devanagari'].includes(c.label) ||
        true,
    ),
    ...wholeNumber('change', 1, 1_000_001),
    m('change', 'zero', 0),
    m('countedStock', 'beside a change', 4),
    m('productId', 'SQL', '1; DELETE FROM product'),
    m('productId', 'missing', MISSING),
    m('variantId', 'SQL', "1' OR '1'='1"),
  ],
  receiveStock: [
    ...WRONG_TYPES.map(({ label, value }) => m('batchNumber', label, value)),
    m('batchNumber', 'missing', MISSING),
    m('batchNumber', 'empty', ''),
    m('batchNumber', 'NUL inside', STRINGS.nulInside),
    m('batchNumber', 'markup', STRINGS.htmlScript),
    m('batchNumber', 'SQL', STRINGS.sqlQuote),
    m('batchNumber', 'controls', STRINGS.controls),
    m('batchNumber', 'one over the maximum', 'B'.repeat(41)),
    m('batchNumber', 'slashes and dots', 'BN/2026-07.A1', 'accept'),
    ...textMutations({ path: 'note', required: false, max: 200, free: true }),
    ...wholeNumber('quantity', 4, 100_001),
    m('quantity', 'zero', 0),
    m('quantity', 'negative', -4),
    m('expiryDate', 'SQL', "2030-01-01'; DROP TABLE stock_movement;--"),
    m('expiryDate', 'a date that does not exist', '2031-02-29'),
    m('expiryDate', 'a timestamp', '2031-01-01T00:00:00Z'),
    m('expiryDate', 'the year 99999', '99999-01-01'),
    m('expiryDate', 'in the past', '2001-01-01'),
    m('expiryDate', 'NUL', '2031-01-01\u0000'),
  ],
};

describe('hostile input at the pharmacy desk', () => {
  const f = {} as Fixtures;

  beforeAll(async () => {
    f.app = await startStaffApp({ rateLimitScale: 1000 });
    f.desk = await deskCaller(f.app, 'pharmacy');
    f.categoryId = await someCategory(f.app);
    const created = await f.desk.call(CREATE_PRODUCT, { input: productInput(f.categoryId) });
    f.productId = created.data.createProduct.id;
    await f.desk.call(
      `mutation R($input: StockReceiptInput!) { receiveStock(input: $input) { id } }`,
      {
        input: { productId: f.productId, quantity: 50, batchNumber: 'H-0', expiryDate: expiry() },
      },
    );
  });
  afterAll(async () => {
    await hideDeskProducts(f.app.dataSource);
    await f.app.close();
    expect(({} as Loose).polluted).toBeUndefined();
  });

  async function call(document: string, input: unknown): Promise<HttpAnswer> {
    return send(f.app.url, {
      path: '/staff/graphql',
      headers: { 'content-type': 'application/json', cookie: f.desk.cookie, origin: f.app.url },
      body: JSON.stringify({ query: document, variables: { input } }),
    });
  }

  describe.each(Object.keys(CASES))('%s', (name) => {
    const target = TARGETS[name];
    it.each(
      CASES[name].map((c) => [c.label === c.path ? c.label : `${c.path}: ${c.label}`, c] as const),
    )('%s', async (_label, c) => {
      const body = mutate(await target.valid(f), c.path, c.value);
      const answer = await call(target.document, body);
      if (expectGraphqlOutcome(c, answer) === 'refused') {
        expect(await target.written(f, body)).toBe(0);
      }
    });
  });

  it('refuses hostile uploads with clear answers and stores nothing', async () => {
    const stored = async () =>
      (await f.app.dataSource.query(`SELECT count(*)::int AS n FROM product_image`))[0].n;
    const before = await stored();
    const post = (body: string | Buffer, type = 'image/jpeg') =>
      send(f.app.url, {
        path: `/staff/api/products/${f.productId}/images`,
        headers: { 'content-type': type, cookie: f.desk.cookie, origin: f.app.url },
        body,
      });
    for (const [body, status] of [
      ['', 400],
      [JSON.stringify({ file: 'x' }), 415],
      ['<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 415],
      ['GIF89a\u0001\u0000\u0001\u0000', 415],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html>')]), 400],
    ] as const) {
      const answer = await post(body, 'application/json');
      expect({ status: answer.status, problem: refusalProblem('rest', answer) }).toEqual({
        status,
        problem: undefined,
      });
    }
    expect((await post('x', 'multipart/form-data; boundary=x')).status).toBe(415);
    expect(await stored()).toBe(before);
  });
});
