import { DEFAULT_ORDER_CAPS } from '../common/config';
import { randomUUID } from 'node:crypto';
import { send, type HttpAnswer } from '../hardening/hostile-cases';
import { graphql, startTestApp, type TestApp, type TestConfig } from '../test/test-app';
import { ORDER_LOOKUP_MESSAGES as M } from './order-lookup.service';

// Looking orders up: by phone alone only a summary, with the order number the one order in full;
// wrong numbers count against the client guessing, never against the patient. Requests name
// their client in X-Forwarded-For (TRUST_PROXY=1), as behind the production proxy.

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) { id orderNumber createdAt }
}`;

const BY_PHONE = `query OrdersByPhone($phone: String!) {
  ordersByPhone(phone: $phone) {
    id orderNumber createdAt status totalAmount itemCount detailsIncluded shippingAddress
    customer { phone } items { name }
  }
}`;

const ONE_ORDER = `query Order($orderNumber: String!, $phone: String!) {
  order(orderNumber: $orderNumber, phone: $phone) {
    orderNumber detailsIncluded shippingAddress itemCount totalAmount
    customer { firstName lastName phone }
    items { name quantity unitPrice lineTotal }
  }
}`;

let phoneSeq = 0;
/** A phone nobody else in this run uses, so lookups only see this test's orders. */
const freshPhone = () =>
  `8${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;

let addressSeq = 0;
/** A client address no other test in this file uses. */
const freshAddress = () => `198.18.${Math.floor(addressSeq / 250)}.${(addressSeq++ % 250) + 1}`;

// As a browser asks: any answer may come compressed.
const ACCEPT = { 'accept-encoding': 'br, gzip' };

const get = (app: TestApp, path: string, address: string) =>
  send(app.url, { method: 'GET', path, headers: { ...ACCEPT, 'x-forwarded-for': address } });

const ask = (app: TestApp, query: string, variables: Record<string, unknown>, address: string) =>
  send(app.url, {
    path: '/graphql',
    headers: { ...ACCEPT, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables }),
  });

const byPhone = (app: TestApp, phone: string, address: string) =>
  get(app, `/api/orders/by-phone?phone=${phone}`, address);

const byNumber = (app: TestApp, phone: string, orderNumber: string, address: string) =>
  get(app, `/api/orders/lookup?phone=${phone}&orderNumber=${orderNumber}`, address);

function expectRefused(answer: HttpAnswer, message: string) {
  if (answer.json?.errors) {
    expect(answer.json.errors[0]).toMatchObject({
      message,
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
    return;
  }
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.json).toMatchObject({ success: false, error: message, code: 'RATE_LIMITED' });
}

describe('order lookup', () => {
  /** Places the orders (limits out of the way); the apps under test share its database. */
  let shop: TestApp;
  let app: TestApp;
  let productId: string;

  async function placeFor(phone: string) {
    const input = {
      customerName: 'Asha Devi Verma',
      customerEmail: 'asha@example.in',
      customerPhone: phone,
      shippingAddress: '12 Station Road, Vidisha 464001',
      items: [{ productId, quantity: 2 }],
    };
    const { data, errors } = await graphql(shop.url, PLACE_ORDER, { input });
    expect(errors).toBeUndefined();
    return data!.placeOrder as { id: string; orderNumber: string; createdAt: string };
  }

  /** A wrong number of the same day and shape as the real one. */
  const wrongNumberFor = (orderNumber: string) =>
    `${orderNumber.slice(0, -4)}${String((Number(orderNumber.slice(-4)) + 1) % 10_000).padStart(4, '0')}`;

  async function withApp(config: TestConfig, run: (app: TestApp) => Promise<void>) {
    const own = await startTestApp({ trustProxy: 1, ...config }, shop.dataSource);
    try {
      await run(own);
    } finally {
      await own.close();
    }
  }

  beforeAll(async () => {
    shop = await startTestApp({
      rateLimitScale: 1000,
      orderCaps: { ...DEFAULT_ORDER_CAPS, maxPerPhonePerDay: 100 },
    });
    const [{ id: categoryId }] = await shop.dataSource.query(`SELECT id FROM category LIMIT 1`);
    const name = `Lookup Test Product ${randomUUID().slice(0, 8)}`;
    const [row] = await shop.dataSource.query(
      `INSERT INTO product (slug, name, description, price, images, category_id, stock)
       VALUES ($1, $2, 'For tests', 300, ARRAY['/images/products/test.svg'], $3, 100000)
       RETURNING id`,
      [name.toLowerCase().replaceAll(' ', '-'), name, categoryId],
    );
    productId = String(row.id);
  });

  afterAll(async () => {
    await shop.close();
  });

  // Each test gets an app (and so a rate limiter) of its own: no limit leaks between tests.
  beforeEach(async () => {
    app = await startTestApp({ trustProxy: 1 }, shop.dataSource);
  });
  afterEach(async () => {
    await app.close();
  });

  describe('by phone alone', () => {
    it('shows date, status, item count and total, never the order number', async () => {
      const phone = freshPhone();
      const older = await placeFor(phone);
      const newer = await placeFor(phone);
      const summary = (placed: { id: string; createdAt: string }) => ({
        id: placed.id,
        orderNumber: null,
        createdAt: placed.createdAt,
        status: 'PENDING',
        totalAmount: 600,
        itemCount: 2,
        detailsIncluded: false,
        shippingAddress: null,
        customer: null,
        items: null,
      });
      const answer = await ask(app, BY_PHONE, { phone }, freshAddress());
      expect(answer.json.data.ordersByPhone).toEqual([summary(newer), summary(older)]);

      const rest = await byPhone(app, phone, freshAddress());
      expect(rest.status).toBe(200);
      expect(rest.json).toEqual({
        success: true,
        message: M.phoneOnly,
        orders: [newer, older].map((placed) => ({
          id: Number(placed.id),
          orderNumber: null,
          createdAt: placed.createdAt,
          status: 'PENDING',
          totalAmount: 600,
          // How it is paid and delivered says nothing about what was bought or where to.
          paymentMethod: 'COD',
          deliveryMethod: 'HOME_DELIVERY',
          deliveryFee: 0,
          sameDayDelivery: false,
          pinCode: null,
          itemCount: 2,
          detailsIncluded: false,
          shippingAddress: null,
          // Why an order was cancelled is a detail too.
          cancelReason: null,
          // Whether it needed a prescription, and its invoice, come with the number only.
          prescriptionStatus: null,
          prescriptionNote: null,
          invoiceNumber: null,
          user: null,
          items: null,
        })),
      });
      for (const text of [answer.text, rest.text]) {
        expect(text).not.toContain('ORD-');
        expect(text).not.toContain('Station Road');
      }
    });

    it('answers a phone without orders with the same status, shape, line and statements', async () => {
      await withApp({ sqlQueryCountHeader: true }, async (counted) => {
        const phone = freshPhone();
        // Enough orders that the answer would be worth compressing (and take longer for it).
        for (let i = 0; i < 6; i += 1) await placeFor(phone);
        const withOrders = await byPhone(counted, phone, freshAddress());
        const without = await byPhone(counted, freshPhone(), freshAddress());
        expect(withOrders.json.orders).toHaveLength(6);
        expect(without.status).toBe(withOrders.status);
        expect(without.json).toEqual({ success: true, orders: [], message: M.phoneOnly });
        expect(Object.keys(without.json)).toEqual(Object.keys(withOrders.json));
        for (const header of ['x-sql-queries', 'content-encoding', 'cache-control']) {
          expect({ header, value: without.headers.get(header) }).toEqual({
            header,
            value: withOrders.headers.get(header),
          });
        }
        expect(withOrders.headers.get('cache-control')).toBe('no-store, no-transform');
        const [many, none] = await Promise.all(
          [phone, freshPhone()].map((p) => ask(counted, BY_PHONE, { phone: p }, freshAddress())),
        );
        expect(many.json.data.ordersByPhone).toHaveLength(6);
        expect(many.headers.get('content-encoding')).toBe(none.headers.get('content-encoding'));
        expect(many.headers.get('x-sql-queries')).toBe(none.headers.get('x-sql-queries'));
        expect(many.headers.get('cache-control')).toBe('no-store, no-transform');

        const lookupWithout = await get(
          counted,
          `/api/orders/lookup?phone=${freshPhone()}&orderNumber=`,
          freshAddress(),
        );
        expect(lookupWithout.status).toBe(200);
        expect(lookupWithout.json).toEqual(without.json);

        const viaGraphQL = await ask(counted, BY_PHONE, { phone: freshPhone() }, freshAddress());
        expect(viaGraphQL.json).toEqual({ data: { ordersByPhone: [] } });
      });
    });

    it.each([
      ['', 'Please enter your phone number to view orders'],
      ['98765', 'Please enter a valid 10-digit phone number'],
    ])('refuses the phone %j with a clear message', async (phone, message) => {
      const answer = await ask(app, BY_PHONE, { phone }, freshAddress());
      expect(answer.json.errors[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const rest = await byPhone(app, phone, freshAddress());
      expect(rest.status).toBe(400);
      expect(rest.json).toMatchObject({
        success: false,
        error: message,
        fields: { phone: message },
      });
    });
  });

  describe('with the order number', () => {
    it('shows that order in full: number, items, address and customer', async () => {
      const phone = freshPhone();
      const placed = await placeFor(phone);
      const answer = await ask(
        app,
        ONE_ORDER,
        { orderNumber: ` ${placed.orderNumber.toLowerCase()} `, phone },
        freshAddress(),
      );
      expect(answer.json.data.order).toEqual({
        orderNumber: placed.orderNumber,
        detailsIncluded: true,
        shippingAddress: '12 Station Road, Vidisha 464001',
        itemCount: 2,
        totalAmount: 600,
        customer: { firstName: 'Asha', lastName: 'Devi Verma', phone },
        items: [expect.objectContaining({ quantity: 2, unitPrice: 300, lineTotal: 600 })],
      });

      const rest = await byNumber(app, phone, placed.orderNumber, freshAddress());
      expect(rest.status).toBe(200);
      expect(rest.json.orders).toEqual([
        expect.objectContaining({
          orderNumber: placed.orderNumber,
          detailsIncluded: true,
          shippingAddress: '12 Station Road, Vidisha 464001',
          items: [expect.objectContaining({ quantity: 2, price: 300 })],
        }),
      ]);
    });

    it('finds nothing for a right number with the wrong phone, and says so', async () => {
      const placed = await placeFor(freshPhone());
      const stranger = freshPhone();
      const answer = await ask(
        app,
        ONE_ORDER,
        { orderNumber: placed.orderNumber, phone: stranger },
        freshAddress(),
      );
      expect(answer.json).toEqual({ data: { order: null } });
      const rest = await byNumber(app, stranger, placed.orderNumber.toLowerCase(), freshAddress());
      expect(rest.status).toBe(404);
      expect(rest.json).toEqual({
        success: false,
        error: `No order found with number ${placed.orderNumber} for this phone`,
        code: 'NOT_FOUND',
      });
    });
  });

  describe('limits', () => {
    it('allows 10 lookups a minute per client, across GraphQL and REST, then says to wait', async () => {
      const address = freshAddress();
      for (let i = 0; i < 5; i += 1) {
        expect((await ask(app, BY_PHONE, { phone: freshPhone() }, address)).json.errors).toBe(
          undefined,
        );
        expect((await byPhone(app, freshPhone(), address)).status).toBe(200);
      }
      expectRefused(await ask(app, BY_PHONE, { phone: freshPhone() }, address), M.limited);
      expectRefused(await byPhone(app, freshPhone(), address), M.limited);
      // Another client is not affected.
      expect((await byPhone(app, freshPhone(), freshAddress())).status).toBe(200);
    });

    it('counts an IPv6 client by its /64: rotating addresses inside it is one client', async () => {
      for (let i = 1; i <= 10; i += 1) {
        expect((await byPhone(app, freshPhone(), `2001:db8:77:1::${i.toString(16)}`)).status).toBe(
          200,
        );
      }
      expectRefused(await byPhone(app, freshPhone(), '2001:db8:77:1:ffff:1:2:3'), M.limited);
      expect((await byPhone(app, freshPhone(), '2001:db8:77:2::1')).status).toBe(200);
    });

    it('never locks the patient out for wrong numbers strangers sent from other addresses', async () => {
      const phone = freshPhone();
      const placed = await placeFor(phone);
      const wrong = wrongNumberFor(placed.orderNumber);
      // The attack as found: ten wrong lookups with the victim's phone, each from another address.
      for (let i = 0; i < 10; i += 1) {
        const address = freshAddress();
        if (i % 2 === 0) {
          const answer = await ask(app, ONE_ORDER, { orderNumber: wrong, phone }, address);
          expect(answer.json).toEqual({ data: { order: null } });
        } else {
          expect((await byNumber(app, phone, wrong, address)).status).toBe(404);
        }
      }
      // The patient's own lookups, by both doors, and by phone alone.
      const own = freshAddress();
      const rest = await byNumber(app, phone, placed.orderNumber, own);
      expect(rest.status).toBe(200);
      expect(rest.json.orders[0].orderNumber).toBe(placed.orderNumber);
      const viaGraphQL = await ask(app, ONE_ORDER, { orderNumber: placed.orderNumber, phone }, own);
      expect(viaGraphQL.json.data.order.orderNumber).toBe(placed.orderNumber);
      expect((await byPhone(app, phone, own)).json.orders).toHaveLength(1);
    });

    it('makes the one guessing wait: five wrong numbers for a phone from one client', async () => {
      const phone = freshPhone();
      const placed = await placeFor(phone);
      const guesser = freshAddress();
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await byNumber(app, phone, wrongNumberFor(placed.orderNumber), guesser)).status,
        ).toBe(404);
      }
      // Even the right number is not tried for this client any more: the answer says nothing.
      expectRefused(await byNumber(app, phone, placed.orderNumber, guesser), M.wrongNumbers);
      expectRefused(
        await ask(app, ONE_ORDER, { orderNumber: placed.orderNumber, phone }, guesser),
        M.wrongNumbers,
      );
      // The patient, from their own address, is not affected.
      expect((await byNumber(app, phone, placed.orderNumber, freshAddress())).status).toBe(200);
    });

    it('counts guesses sent at once, as aliases of one document, in full', async () => {
      const phone = freshPhone();
      const placed = await placeFor(phone);
      const prefix = placed.orderNumber.slice(0, -4);
      const guesses = Array.from(
        { length: 15 },
        (_, i) =>
          `g${i}: order(orderNumber: "${prefix}${String(i).padStart(4, '0')}", phone: $phone) { orderNumber }`,
      );
      const answer = await ask(
        app,
        `query Guess($phone: String!) { ${guesses.join(' ')} }`,
        { phone },
        freshAddress(),
      );
      const refused = (answer.json.errors ?? []).filter(
        (e: { extensions: { code: string } }) => e.extensions.code === 'RATE_LIMITED',
      );
      expect(refused.length).toBeGreaterThanOrEqual(10);
      const tried = Object.values(answer.json.data ?? {}).filter((v) => v !== null);
      // Only a guess that happened to be right comes back, and at most five were tried.
      expect(tried.length).toBeLessThanOrEqual(1);
    });

    it('guards a phone many addresses guessed at: each new client gets three tries a day', async () => {
      const phone = freshPhone();
      const placed = await placeFor(phone);
      const wrong = wrongNumberFor(placed.orderNumber);
      for (let i = 0; i < 31; i += 1) {
        expect((await byNumber(app, phone, wrong, freshAddress())).status).toBe(404);
      }
      const rotating = freshAddress();
      for (let i = 0; i < 3; i += 1) {
        expect((await byNumber(app, phone, wrong, rotating)).status).toBe(404);
      }
      const refused = await byNumber(app, phone, wrong, rotating);
      expectRefused(refused, M.wrongNumbers);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
      // The right number still opens the order on the first try, from anywhere.
      const own = await byNumber(app, phone, placed.orderNumber, freshAddress());
      expect(own.json.orders[0].orderNumber).toBe(placed.orderNumber);
    });

    it('stops phone-only probing from many addresses at the shared hourly budget', async () => {
      await withApp({ phoneOnlyLookupsPerHour: 40 }, async (budgeted) => {
        const phone = freshPhone();
        const placed = await placeFor(phone);
        // The enumeration as found, scaled down: many addresses, a few probes each.
        for (let i = 0; i < 20; i += 1) {
          const address = freshAddress();
          expect((await ask(budgeted, BY_PHONE, { phone: freshPhone() }, address)).status).toBe(
            200,
          );
          expect((await byPhone(budgeted, freshPhone(), address)).status).toBe(200);
        }
        expectRefused(await byPhone(budgeted, freshPhone(), freshAddress()), M.phoneOnlyBusy);
        expectRefused(
          await ask(budgeted, BY_PHONE, { phone: freshPhone() }, freshAddress()),
          M.phoneOnlyBusy,
        );
        // A patient with the order number still gets in.
        const own = await byNumber(budgeted, phone, placed.orderNumber, freshAddress());
        expect(own.json.orders[0].orderNumber).toBe(placed.orderNumber);
      });
    });
  });
});
