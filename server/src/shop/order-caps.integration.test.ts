import { randomUUID } from 'node:crypto';
import { freshPhone } from '../test/phones';
import { graphql, startTestApp, type TestApp } from '../test/test-app';

// Issue 16, finding 2: one client could empty the shop. Each order is capped (units of one
// product, units in all), and so are one phone's orders in a clinic day.

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) { orderNumber status itemCount createdAt }
}`;
const LIMITS = '{ orderLimits { maxPerProduct maxUnits maxPerPhonePerDay } }';

const PER_PRODUCT =
  'You can order at most 10 of one product in one order. Please lower the quantity.';
const UNITS =
  'One order can hold at most 30 items in all. Please lower the quantities, or call the clinic for a larger order.';
const PER_DAY =
  'This phone number has placed 5 orders today, the most one day allows. Please order again tomorrow, or call the clinic.';

async function postOrder(baseUrl: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- asserted field by field
  const json: any = await response.json();
  return { status: response.status, body: json, headers: response.headers };
}

describe('order caps', () => {
  let app: TestApp;
  let categoryId: number;

  async function products(count: number, stock: number) {
    const made: { id: string; stock: number }[] = [];
    for (let i = 0; i < count; i += 1) {
      const name = `Caps Test ${randomUUID().slice(0, 8)}`;
      const [row] = await app.dataSource.query(
        `INSERT INTO product (slug, name, description, price, images, category_id, stock)
         VALUES ($1, $2, 'For tests', 120, '{}', $3, $4) RETURNING id`,
        [name.toLowerCase().replaceAll(' ', '-'), name, categoryId, stock],
      );
      made.push({ id: String(row.id), stock });
    }
    return made;
  }

  const customer = (phone = freshPhone()) => ({
    customerName: 'Asha Devi',
    customerEmail: 'asha@example.in',
    customerPhone: phone,
    shippingAddress: '12 Station Road, Vidisha 464001',
  });
  const stockOf = async (ids: string[]) =>
    (
      await app.dataSource.query(
        `SELECT stock FROM product WHERE id = ANY($1::int[]) ORDER BY id`,
        [ids],
      )
    ).map((row: { stock: number }) => row.stock);
  const ordersOf = async (phone: string) =>
    (
      await app.dataSource.query(
        `SELECT count(*)::int AS n FROM customer_order WHERE customer_phone = $1`,
        [phone],
      )
    )[0].n;

  beforeAll(async () => {
    app = await startTestApp();
    [{ id: categoryId }] = await app.dataSource.query(`SELECT id FROM category LIMIT 1`);
  });

  afterAll(async () => {
    await app.close();
  });

  it('tells the cart what the caps are', async () => {
    const { data } = await graphql(app.url, LIMITS);
    expect(data!.orderLimits).toEqual({ maxPerProduct: 10, maxUnits: 30, maxPerPhonePerDay: 5 });
  });

  it('takes a family order at the caps, and records its placing', async () => {
    const [a, b, c] = await products(3, 50);
    const input = {
      ...customer(),
      items: [
        { productId: a.id, quantity: 10 },
        { productId: b.id, quantity: 10 },
        { productId: c.id, quantity: 10 },
      ],
    };
    const { data, errors } = await graphql(app.url, PLACE_ORDER, { input });
    expect(errors).toBeUndefined();
    expect(data!.placeOrder).toMatchObject({ status: 'PENDING', itemCount: 30 });
    expect(await stockOf([a.id, b.id, c.id])).toEqual([40, 40, 40]);
    const history = await app.dataSource.query(
      `SELECT c.from_status, c.to_status, c.reason, c.actor_kind
       FROM order_status_change c JOIN customer_order o ON o.id = c.order_id
       WHERE o.order_number = $1`,
      [data!.placeOrder.orderNumber],
    );
    expect(history).toEqual([
      { from_status: null, to_status: 'PENDING', reason: 'placed', actor_kind: 'patient' },
    ]);
  });

  it.each([
    ['11 of one product', (ids: string[]) => [{ productId: ids[0], quantity: 11 }], PER_PRODUCT],
    [
      'one product on two lines, together 11',
      (ids: string[]) => [
        { productId: ids[0], quantity: 6 },
        { productId: ids[0], quantity: 5 },
      ],
      PER_PRODUCT,
    ],
    [
      '31 units over four products',
      (ids: string[]) => ids.map((productId, i) => ({ productId, quantity: i === 0 ? 1 : 10 })),
      UNITS,
    ],
  ])(
    'refuses %s on both doors with a clear message, writing nothing',
    async (_l, items, message) => {
      const made = await products(4, 50);
      const ids = made.map((p) => p.id);
      const phone = freshPhone();
      const input = { ...customer(phone), items: items(ids) };

      const viaGraphql = await graphql(app.url, PLACE_ORDER, { input });
      expect(viaGraphql.data).toBeNull();
      expect(viaGraphql.errors![0]).toMatchObject({
        message,
        extensions: { code: 'LIMIT_REACHED', fields: { items: message } },
      });
      const rest = await postOrder(app.url, input);
      expect(rest.status).toBe(409);
      expect(rest.body).toMatchObject({ ok: false, error: message, code: 'LIMIT_REACHED' });

      expect(await ordersOf(phone)).toBe(0);
      expect(await stockOf(ids)).toEqual([50, 50, 50, 50]);
    },
  );

  it('refuses a quantity past any order (over 100) as bad input', async () => {
    const [item] = await products(1, 500);
    const input = { ...customer(), items: [{ productId: item.id, quantity: 101 }] };
    const rest = await postOrder(app.url, input);
    expect(rest).toMatchObject({
      status: 400,
      body: { error: 'Quantity must be a whole number from 1 to 100' },
    });
  });

  describe('orders per phone per clinic day', () => {
    it('takes five from one phone through either door, then answers 429 until the next day', async () => {
      const [item] = await products(1, 100);
      const phone = freshPhone();
      const line = [{ productId: item.id, quantity: 1 }];
      for (let i = 0; i < 5; i += 1) {
        const input = { ...customer(phone), items: line };
        if (i % 2 === 0) {
          expect((await postOrder(app.url, input)).status).toBe(201);
        } else {
          expect((await graphql(app.url, PLACE_ORDER, { input })).errors).toBeUndefined();
        }
      }

      const rest = await postOrder(app.url, { ...customer(phone), items: line });
      expect(rest.status).toBe(429);
      expect(rest.body).toMatchObject({ ok: false, error: PER_DAY, code: 'RATE_LIMITED' });
      const retryAfter = Number(rest.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      const viaGraphql = await graphql(app.url, PLACE_ORDER, {
        input: { ...customer(phone), items: line },
      });
      expect(viaGraphql.errors![0]).toMatchObject({
        message: PER_DAY,
        extensions: { code: 'RATE_LIMITED' },
      });
      expect(await ordersOf(phone)).toBe(5);
      expect(await stockOf([item.id])).toEqual([95]);

      // Cancelled orders still count: a cancellation never makes room the same day.
      await app.dataSource.query(
        `UPDATE customer_order SET status = 'CANCELLED' WHERE customer_phone = $1`,
        [phone],
      );
      expect((await postOrder(app.url, { ...customer(phone), items: line })).status).toBe(429);

      // Another patient is not held back; the same phone may order again the next clinic day.
      expect((await postOrder(app.url, { ...customer(), items: line })).status).toBe(201);
      const tomorrow = new Date(Date.now() + 24 * 3600_000);
      const nextDay = await startTestApp({}, app.dataSource, undefined, {
        clock: { now: () => tomorrow },
      });
      try {
        const answer = await postOrder(nextDay.url, { ...customer(phone), items: line });
        expect(answer.status).toBe(201);
        expect(new Date(answer.body.order.createdAt)).toEqual(tomorrow);
      } finally {
        await nextDay.close();
      }
    });

    it('still returns the first order for a retried key once the day is full', async () => {
      const [item] = await products(1, 100);
      const phone = freshPhone();
      const line = [{ productId: item.id, quantity: 1 }];
      const key = `day-full-${randomUUID()}`;
      const first = await postOrder(
        app.url,
        { ...customer(phone), items: line },
        {
          'Idempotency-Key': key,
        },
      );
      for (let i = 0; i < 4; i += 1) {
        expect((await postOrder(app.url, { ...customer(phone), items: line })).status).toBe(201);
      }
      const retried = await postOrder(
        app.url,
        { ...customer(phone), items: line },
        {
          'Idempotency-Key': key,
        },
      );
      expect(retried.status).toBe(201);
      expect(retried.body.order.orderNumber).toBe(first.body.order.orderNumber);
    });
  });

  it('follows the configured caps', async () => {
    const strict = await startTestApp(
      { orderCaps: { maxPerProduct: 3, maxUnits: 4, maxPerPhonePerDay: 1, unconfirmedHours: 48 } },
      app.dataSource,
    );
    try {
      expect((await graphql(strict.url, LIMITS)).data!.orderLimits).toEqual({
        maxPerProduct: 3,
        maxUnits: 4,
        maxPerPhonePerDay: 1,
      });
      const [a, b] = await products(2, 50);
      const phone = freshPhone();
      const order = (items: { productId: string; quantity: number }[]) =>
        postOrder(strict.url, { ...customer(phone), items });
      expect((await order([{ productId: a.id, quantity: 4 }])).body.error).toBe(
        'You can order at most 3 of one product in one order. Please lower the quantity.',
      );
      expect(
        (
          await order([
            { productId: a.id, quantity: 3 },
            { productId: b.id, quantity: 2 },
          ])
        ).body.code,
      ).toBe('LIMIT_REACHED');
      expect((await order([{ productId: a.id, quantity: 3 }])).status).toBe(201);
      expect((await order([{ productId: b.id, quantity: 1 }])).body.error).toBe(
        'This phone number has placed an order today, the most one day allows. Please order again tomorrow, or call the clinic.',
      );
    } finally {
      await strict.close();
    }
  });

  it('no longer lets ten orders from one address, each taking min(20, stock) of everything, empty the shop', async () => {
    // The attack as it was run: one client, ten orders, every product at min(20, stock).
    const stocks = [5, 12, 20, 25, 40, 60, 80, 100];
    const shop: { id: string; stock: number }[] = [];
    for (const stock of stocks) shop.push(...(await products(1, stock)));
    const ids = shop.map((p) => p.id);
    const phone = freshPhone();
    const greedy = async () => {
      const current = await stockOf(ids);
      const items = ids
        .map((productId, i) => ({ productId, quantity: Math.min(20, current[i]) }))
        .filter((line) => line.quantity > 0);
      return items.length ? postOrder(app.url, { ...customer(phone), items }) : undefined;
    };
    for (let i = 0; i < 10; i += 1) {
      const answer = await greedy();
      expect(answer?.status).toBe(409);
      expect(answer?.body.code).toBe('LIMIT_REACHED');
    }
    expect(await stockOf(ids)).toEqual(stocks);

    // The most the caps let that client take: each order as much as it may hold.
    const taken: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const current = await stockOf(ids);
      let room = 30;
      const items = ids
        .map((productId, j) => {
          const quantity = Math.min(10, current[j], room);
          room -= quantity;
          return { productId, quantity };
        })
        .filter((line) => line.quantity > 0);
      const answer = await postOrder(app.url, { ...customer(phone), items });
      taken.push(answer.status);
    }
    expect(taken).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    const left = await stockOf(ids);
    const total = (list: number[]) => list.reduce((sum, n) => sum + n, 0);
    expect(total(stocks) - total(left)).toBeLessThanOrEqual(5 * 30);
    expect(total(left)).toBeGreaterThan(total(stocks) / 2);
  });
});
