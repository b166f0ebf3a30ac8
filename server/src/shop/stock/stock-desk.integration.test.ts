import { addDays, clinicToday } from '../../booking/clinic-time';
import {
  ADJUST_STOCK,
  CREATE_PRODUCT,
  deskCaller,
  MOVEMENTS,
  productInput,
  RECEIVE_STOCK,
  someCategory,
  type DeskCaller,
  hideDeskProducts,
} from '../../test/pharmacy';
import { codeOf, startStaffApp, staffGraphql, type StaffApp } from '../../test/staff';
import { stockLedgerDrift } from './stock-ledger-check';
import { STOCK_MESSAGES as M } from './stock-messages';

// The ledger at the desk, through /staff/graphql as the console calls it: receipts and
// adjustments move stock with a ledger row and an audit row each, refused ones leave nothing.

const NEAR_EXPIRY = `query Near($days: Int) {
  nearExpiryBatches(days: $days) { productId size batchNumber expiryDate received remaining expired }
}`;
const LIST = `query List($filter: DeskProductFilter, $search: String) {
  deskProducts(filter: $filter, search: $search) { id name stock lowStock nearestExpiry hidden }
}`;

describe('the stock ledger at the pharmacy desk', () => {
  let app: StaffApp;
  let desk: DeskCaller;
  let categoryId: string;
  const today = () => clinicToday(new Date());

  beforeAll(async () => {
    app = await startStaffApp({ rateLimitScale: 1000 });
    desk = await deskCaller(app, 'pharmacy');
    categoryId = await someCategory(app);
  });
  afterAll(async () => {
    await hideDeskProducts(app.dataSource);
    await app.close();
  });

  async function newProduct(overrides: Record<string, unknown> = {}) {
    const answer = await desk.call(CREATE_PRODUCT, { input: productInput(categoryId, overrides) });
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.createProduct as {
      id: string;
      name: string;
      sizes: { id: string; label: string }[];
    };
  }
  const receive = (input: Record<string, unknown>) => desk.call(RECEIVE_STOCK, { input });
  const adjust = (input: Record<string, unknown>) => desk.call(ADJUST_STOCK, { input });
  const drift = (ids: string[]) => stockLedgerDrift((sql, p) => app.dataSource.query(sql, p), ids);
  const rows = async (table: string, where: string, params: unknown[]) =>
    (
      await app.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params)
    )[0].n as number;

  it('receives a batch and adjusts stock, a movement and an audit row for each', async () => {
    const product = await newProduct();
    const expiry = addDays(today(), 400);
    const received = await receive({
      productId: product.id,
      quantity: 24,
      batchNumber: ' BN-2026/07 ',
      expiryDate: expiry,
      note: 'Invoice 4412',
    });
    expect(received.data.receiveStock).toMatchObject({ stock: 24, lowStock: false });

    const counted = await adjust({
      productId: product.id,
      countedStock: 20,
      reason: 'Counted stock',
    });
    expect(counted.data.adjustStock.stock).toBe(20);
    const damaged = await adjust({
      productId: product.id,
      change: -2,
      reason: 'Damaged in transit',
    });
    expect(damaged.data.adjustStock.stock).toBe(18);

    const movements = await desk.call(MOVEMENTS, { productId: product.id });
    expect(movements.data.stockMovements).toEqual([
      expect.objectContaining({
        kind: 'ADJUSTMENT',
        quantity: -2,
        reason: 'Damaged in transit',
        by: desk.name,
      }),
      expect.objectContaining({ kind: 'ADJUSTMENT', quantity: -4, reason: 'Counted stock' }),
      expect.objectContaining({
        kind: 'RECEIPT',
        quantity: 24,
        batchNumber: 'BN-2026/07',
        expiryDate: expiry,
        reason: 'Invoice 4412',
        orderNumber: null,
      }),
    ]);
    const audit = await app.dataSource.query(
      `SELECT action, actor_name, before, after FROM audit_entry
       WHERE record_type = 'product' AND record_id = $1 AND action LIKE 'stock.%' ORDER BY id`,
      [product.id],
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'stock.receive',
        actor_name: desk.name,
        before: { size: null, stock: 0 },
        after: expect.objectContaining({
          stock: 24,
          batchNumber: 'BN-2026/07',
          expiryDate: expiry,
        }),
      }),
      expect.objectContaining({
        action: 'stock.adjust',
        after: expect.objectContaining({ stock: 20, quantity: -4 }),
      }),
      expect.objectContaining({
        action: 'stock.adjust',
        after: expect.objectContaining({ stock: 18 }),
      }),
    ]);
    expect(await drift([product.id])).toEqual([]);
  });

  it('moves a size’s stock and its product’s together, and asks which size', async () => {
    const product = await newProduct({ sizes: [{ label: 'M' }, { label: 'L' }] });
    const [m, l] = product.sizes;
    expect(
      codeOf(
        await receive({
          productId: product.id,
          quantity: 5,
          batchNumber: 'S1',
          expiryDate: addDays(today(), 500),
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    const answer = await receive({
      productId: product.id,
      variantId: m.id,
      quantity: 5,
      batchNumber: 'S1',
      expiryDate: addDays(today(), 500),
    });
    expect(answer.data.receiveStock).toMatchObject({
      stock: 5,
      sizes: [
        { label: 'M', stock: 5 },
        { label: 'L', stock: 0 },
      ],
    });
    await adjust({
      productId: product.id,
      variantId: l.id,
      change: 3,
      reason: 'Found in the back room',
    });
    const movements = await desk.call(MOVEMENTS, { productId: product.id });
    expect(movements.data.stockMovements.map((row: { size: string }) => row.size)).toEqual([
      'L',
      'M',
    ]);
    expect(await drift([product.id])).toEqual([]);
  });

  it.each([
    ['neither a count nor a change', { reason: 'Counted' }, 'countedStock', M.oneOfCountOrChange],
    [
      'both a count and a change',
      { countedStock: 3, change: 1, reason: 'Counted' },
      'countedStock',
      M.oneOfCountOrChange,
    ],
    ['a change of 0', { change: 0, reason: 'Counted' }, 'change', M.change],
    ['a negative count', { countedStock: -1, reason: 'Counted' }, 'countedStock', M.countedStock],
    [
      'the count the stock already is',
      { countedStock: 4, reason: 'Counted' },
      'countedStock',
      M.countMatches,
    ],
    ['a change below zero', { change: -5, reason: 'Damaged' }, 'change', M.belowZero(4)],
    ['no reason', { change: -1, reason: '   ' }, 'reason', M.reason],
    ['a two-letter reason', { change: -1, reason: 'ok' }, 'reason', M.reason],
    [
      'a size for a product without sizes',
      { change: 1, reason: 'Counted', variantId: '1' },
      'variantId',
      M.noSizes,
    ],
  ])('refuses an adjustment with %s, changing nothing', async (_label, fields, field, message) => {
    const product = await newProduct();
    await receive({
      productId: product.id,
      quantity: 4,
      batchNumber: 'A1',
      expiryDate: addDays(today(), 300),
    });
    const before = await rows('stock_movement', 'product_id = $1', [product.id]);
    const audits = await rows('audit_entry', `record_type = 'product' AND record_id = $1`, [
      product.id,
    ]);
    const answer = await adjust({ productId: product.id, ...fields });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0].message).toBe(message);
    expect(answer.errors![0].extensions!.fields).toEqual({ [field]: message });
    expect(await rows('stock_movement', 'product_id = $1', [product.id])).toBe(before);
    expect(
      await rows('audit_entry', `record_type = 'product' AND record_id = $1`, [product.id]),
    ).toBe(audits);
    expect(
      (await app.dataSource.query(`SELECT stock FROM product WHERE id = $1`, [product.id]))[0]
        .stock,
    ).toBe(4);
  });

  it.each([
    ['no units', { quantity: 0 }, 'quantity', M.quantity],
    ['a blank batch number', { batchNumber: '  ' }, 'batchNumber', M.batchNumber],
    ['a batch number with markup', { batchNumber: '<b>1</b>' }, 'batchNumber', M.batchNumber],
    ['a date that does not exist', { expiryDate: '2031-02-30' }, 'expiryDate', M.expiryDate],
    ['a date in another format', { expiryDate: '30/06/2031' }, 'expiryDate', M.expiryDate],
    ['an expiry in the past', { expiryDate: '2020-01-31' }, 'expiryDate', M.expired],
  ])('refuses a receipt with %s, changing nothing', async (_label, fields, field, message) => {
    const product = await newProduct();
    const answer = await receive({
      productId: product.id,
      quantity: 10,
      batchNumber: 'B-1',
      expiryDate: addDays(today(), 200),
      ...fields,
    });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0].extensions!.fields).toEqual({ [field]: message });
    expect(await rows('stock_movement', 'product_id = $1', [product.id])).toBe(0);
  });

  it('answers NOT_FOUND for a product that does not exist', async () => {
    const answer = await adjust({ productId: '999999999', change: 1, reason: 'Counted' });
    expect(codeOf(answer)).toBe('NOT_FOUND');
    expect(answer.errors![0].extensions!.fields).toEqual({ productId: M.productNotFound });
  });

  it('lists batches near their expiry while they are still on the shelf, oldest sold first', async () => {
    const product = await newProduct({ lowStockThreshold: 2 });
    const soon = addDays(today(), 20);
    await receive({ productId: product.id, quantity: 10, batchNumber: 'SOON-1', expiryDate: soon });
    await receive({
      productId: product.id,
      quantity: 10,
      batchNumber: 'LATER-1',
      expiryDate: addDays(today(), 300),
    });

    const near = async () =>
      ((await desk.call(NEAR_EXPIRY, {})).data.nearExpiryBatches as { productId: string }[]).filter(
        (batch) => String(batch.productId) === product.id,
      );
    expect(await near()).toEqual([
      {
        productId: product.id,
        size: null,
        batchNumber: 'SOON-1',
        expiryDate: soon,
        received: 10,
        remaining: 10,
        expired: false,
      },
    ]);
    const listed = await desk.call(LIST, { filter: 'NEAR_EXPIRY', search: product.name });
    expect(listed.data.deskProducts).toEqual([
      expect.objectContaining({ id: product.id, nearestExpiry: soon }),
    ]);
    // A window shorter than 20 days leaves it out.
    const short = await desk.call(NEAR_EXPIRY, { days: 10 });
    expect(
      short.data.nearExpiryBatches.filter(
        (b: { productId: string }) => String(b.productId) === product.id,
      ),
    ).toEqual([]);

    // Sales take the oldest batch first: 14 gone leaves 6 of the later batch and none of the first.
    await adjust({ productId: product.id, change: -14, reason: 'Sold at the counter' });
    expect(await near()).toEqual([]);
    expect(
      (await desk.call(LIST, { filter: 'NEAR_EXPIRY', search: product.name })).data.deskProducts,
    ).toEqual([]);
  });

  it('follows BATCH_EXPIRY_WARNING_DAYS', async () => {
    const narrow = await startStaffApp({ rateLimitScale: 1000, batchExpiryWarningDays: 10 });
    try {
      const product = await newProduct();
      await receive({
        productId: product.id,
        quantity: 3,
        batchNumber: 'W-1',
        expiryDate: addDays(today(), 20),
      });
      const caller = await deskCaller(narrow, 'pharmacy');
      const answer = await caller.call(NEAR_EXPIRY, {});
      expect(
        answer.data.nearExpiryBatches.filter(
          (b: { productId: string }) => String(b.productId) === product.id,
        ),
      ).toEqual([]);
    } finally {
      await narrow.close();
    }
  });

  it('lists products at or below their low-stock warning', async () => {
    const product = await newProduct({ lowStockThreshold: 5 });
    await receive({
      productId: product.id,
      quantity: 5,
      batchNumber: 'L-1',
      expiryDate: addDays(today(), 300),
    });
    const low = await desk.call(LIST, { filter: 'LOW_STOCK', search: product.name });
    expect(low.data.deskProducts).toEqual([
      expect.objectContaining({ id: product.id, stock: 5, lowStock: true }),
    ]);
    await receive({
      productId: product.id,
      quantity: 1,
      batchNumber: 'L-2',
      expiryDate: addDays(today(), 300),
    });
    expect(
      (await desk.call(LIST, { filter: 'LOW_STOCK', search: product.name })).data.deskProducts,
    ).toEqual([]);
  });

  it('refuses reception, doctors and anyone signed out', async () => {
    const product = await newProduct();
    const input = { productId: product.id, change: 5, reason: 'Counted' };
    for (const role of ['reception', 'doctor'] as const) {
      const other = await deskCaller(app, role);
      expect(codeOf(await other.call(ADJUST_STOCK, { input }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await staffGraphql(app.url, ADJUST_STOCK, { input }))).toBe('UNAUTHENTICATED');
    expect(await rows('stock_movement', 'product_id = $1', [product.id])).toBe(0);
  });
});
