import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../common/database';
import { entities } from '../entities';
import { migrations } from '../migrations';
import { itNeeding, withoutRealPostgres } from '../test/real-postgres';
import { openingStock } from '../test/shop-fixtures';
import { stockLedgerDrift } from './stock/stock-ledger-check';
import { graphql, startTestApp, testDatabaseUrl, type TestApp } from '../test/test-app';

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    id orderNumber status totalAmount itemCount detailsIncluded shippingAddress createdAt
    customer { firstName lastName phone email }
    items { productId name quantity unitPrice lineTotal image }
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
  `9${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++).padStart(3, '0')}`;

function customer(phone = freshPhone()) {
  return {
    customerName: 'Asha Devi Verma',
    customerEmail: 'asha@example.in',
    customerPhone: phone,
    shippingAddress: '12 Station Road, Vidisha 464001',
  };
}

async function postJson(baseUrl: string, path: string, body: unknown, headers = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- asserted field by field below
  const json: any = await response.json();
  return { status: response.status, body: json, headers: response.headers };
}

describe('orders', () => {
  let app: TestApp;
  let categoryId: number;

  /** A product of this test alone, so stock assertions are exact. */
  async function product(stock: number, price = 250) {
    const name = `Test Product ${randomUUID().slice(0, 8)}`;
    const [row] = await app.dataSource.query(
      `INSERT INTO product (slug, name, description, price, images, category_id, stock)
       VALUES ($1, $2, 'For tests', $3, ARRAY['/images/products/test.svg'], $4, $5) RETURNING id`,
      [name.toLowerCase().replaceAll(' ', '-'), name, price, categoryId, stock],
    );
    await openingStock(app.dataSource, row.id, null, stock);
    return { id: String(row.id), name };
  }

  const ledgerDrift = (ids: string[]) =>
    stockLedgerDrift((sql, params) => app.dataSource.query(sql, params), ids);
  const stockOf = async (id: string) =>
    (await app.dataSource.query(`SELECT stock FROM product WHERE id = $1`, [id]))[0].stock;
  const ordersOf = async (phone: string) =>
    Number(
      (
        await app.dataSource.query(
          `SELECT count(*) AS n FROM customer_order WHERE customer_phone = $1`,
          [phone],
        )
      )[0].n,
    );

  beforeAll(async () => {
    app = await startTestApp();
    [{ id: categoryId }] = await app.dataSource.query(`SELECT id FROM category LIMIT 1`);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('placeOrder', () => {
    it('sells at database prices, decrements stock and starts PENDING', async () => {
      const ointment = await product(10, 185);
      const tub = await product(3, 449.5);
      const input = {
        ...customer(),
        items: [
          { productId: ointment.id, quantity: 2 },
          { productId: tub.id, quantity: 3 },
        ],
        notes: 'Please ring twice',
      };
      const { data, errors } = await graphql(app.url, PLACE_ORDER, { input });
      expect(errors).toBeUndefined();
      const order = data!.placeOrder;
      expect(order.orderNumber).toMatch(/^ORD-\d{8}-\d{4}$/);
      expect(order).toMatchObject({
        status: 'PENDING',
        totalAmount: 1718.5,
        itemCount: 5,
        detailsIncluded: true,
        shippingAddress: input.shippingAddress,
        customer: { firstName: 'Asha', lastName: 'Devi Verma', phone: input.customerPhone },
      });
      expect(order.items).toEqual([
        expect.objectContaining({
          name: ointment.name,
          quantity: 2,
          unitPrice: 185,
          lineTotal: 370,
        }),
        expect.objectContaining({
          name: tub.name,
          quantity: 3,
          unitPrice: 449.5,
          lineTotal: 1348.5,
        }),
      ]);
      expect(await stockOf(ointment.id)).toBe(8);
      expect(await stockOf(tub.id)).toBe(0);
    });

    it('keeps the name and price as sold when the product changes later', async () => {
      const item = await product(5, 100);
      const input = { ...customer(), items: [{ productId: item.id, quantity: 1 }] };
      const placed = (await graphql(app.url, PLACE_ORDER, { input })).data!.placeOrder;
      await app.dataSource.query(`UPDATE product SET price = 999, name = 'Renamed' WHERE id = $1`, [
        item.id,
      ]);
      const { data } = await graphql(app.url, ONE_ORDER, {
        orderNumber: placed.orderNumber,
        phone: input.customerPhone,
      });
      expect(data!.order.items).toEqual([
        { name: item.name, quantity: 1, unitPrice: 100, lineTotal: 100 },
      ]);
    });

    it('fails the whole order on one short line, naming the product and what is left', async () => {
      const plenty = await product(50);
      const scarce = await product(2);
      const input = {
        ...customer(),
        items: [
          { productId: plenty.id, quantity: 5 },
          { productId: scarce.id, quantity: 3 },
        ],
      };
      const { errors } = await graphql(app.url, PLACE_ORDER, { input });
      expect(errors![0].extensions!.code).toBe('OUT_OF_STOCK');
      expect(errors![0].message).toBe(
        `Only 2 left of ${scarce.name}. Please lower the quantity to 2 or less.`,
      );
      expect(errors![0].extensions).toMatchObject({ productId: scarce.id, available: 2 });
      expect(await stockOf(plenty.id)).toBe(50);
      expect(await stockOf(scarce.id)).toBe(2);
      expect(await ordersOf(input.customerPhone)).toBe(0);
    });

    it('says a sold-out product is out of stock', async () => {
      const gone = await product(0);
      const input = { ...customer(), items: [{ productId: gone.id, quantity: 1 }] };
      const { errors } = await graphql(app.url, PLACE_ORDER, { input });
      expect(errors![0].message).toBe(
        `${gone.name} is out of stock. Please remove it from your cart.`,
      );
    });

    it('refuses a product that does not exist without writing anything', async () => {
      const input = { ...customer(), items: [{ productId: '999999999', quantity: 1 }] };
      const { errors } = await graphql(app.url, PLACE_ORDER, { input });
      expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(errors![0].message).toMatch(/no longer sold/);
      expect(await ordersOf(input.customerPhone)).toBe(0);
    });

    it('takes a longer number on a day whose four-digit numbers are all used', async () => {
      const fillerPhone = '9000000000';
      await app.dataSource.query(
        `INSERT INTO customer_order (order_number, status, customer_name, customer_phone,
           customer_email, shipping_address, total_amount)
         SELECT 'ORD-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYYMMDD') || '-' ||
                lpad(n::text, 4, '0'), 'PENDING', 'Filler', $1, 'f@example.in', 'Filler', 0
         FROM generate_series(0, 9999) AS n
         ON CONFLICT ON CONSTRAINT order_number_unique DO NOTHING`,
        [fillerPhone],
      );
      try {
        const { id } = await product(5);
        const input = { ...customer(), items: [{ productId: id, quantity: 1 }] };
        const { data, errors } = await graphql(app.url, PLACE_ORDER, { input });
        expect(errors).toBeUndefined();
        expect(data!.placeOrder.orderNumber).toMatch(/^ORD-\d{8}-\d{5,6}$/);
      } finally {
        await app.dataSource.query(`DELETE FROM customer_order WHERE customer_phone = $1`, [
          fillerPhone,
        ]);
      }
    });

    it('returns the first order when the same idempotency key is sent again', async () => {
      const item = await product(10);
      const input = {
        ...customer(),
        items: [{ productId: item.id, quantity: 2 }],
        idempotencyKey: randomUUID(),
      };
      const first = (await graphql(app.url, PLACE_ORDER, { input })).data!.placeOrder;
      const again = (await graphql(app.url, PLACE_ORDER, { input })).data!.placeOrder;
      expect(again.orderNumber).toBe(first.orderNumber);
      expect(await stockOf(item.id)).toBe(8);
      expect(await ordersOf(input.customerPhone)).toBe(1);

      const otherPatient = await graphql(app.url, PLACE_ORDER, {
        input: { ...input, customerPhone: freshPhone() },
      });
      expect(otherPatient.errors![0].extensions!.code).toBe('CONFLICT');
      expect(JSON.stringify(otherPatient)).not.toContain(input.shippingAddress);
    });

    it.each([
      ['left out', undefined],
      ['blank', '  '],
      ['null', null],
    ])('places an order with the e-mail %s: the phone is the key', async (_, customerEmail) => {
      const item = await product(5);
      const input = { ...customer(), customerEmail, items: [{ productId: item.id, quantity: 1 }] };
      const { data, errors } = await graphql(app.url, PLACE_ORDER, { input });
      expect(errors).toBeUndefined();
      expect(data!.placeOrder.customer.email).toBe('');
      expect(await stockOf(item.id)).toBe(4);
    });

    it('places an order through REST without an e-mail', async () => {
      const item = await product(5);
      const { customerEmail: _, ...rest } = customer();
      const { status, body } = await postJson(app.url, '/api/orders', {
        ...rest,
        items: [{ productId: Number(item.id), quantity: 1 }],
      });
      expect(status).toBe(201);
      expect(body.ok).toBe(true);
    });

    const valid = () => ({ ...customer(), items: [{ productId: '1', quantity: 1 }] });
    it.each([
      ['customerName', { customerName: '   ' }, 'Please enter your full name'],
      ['customerEmail', { customerEmail: 'asha@' }, 'Please enter a valid email address'],
      ['customerPhone', { customerPhone: '' }, 'Please enter your phone number'],
      ['customerPhone', { customerPhone: '98765' }, 'Please enter a valid 10-digit phone number'],
      [
        'customerPhone',
        { customerPhone: '98765abcde' },
        'Please enter a valid 10-digit phone number',
      ],
      ['shippingAddress', { shippingAddress: '' }, 'Please enter your shipping address'],
      ['items', { items: [] }, 'Your cart is empty. Please add a product first.'],
      [
        'items.0.quantity',
        { items: [{ productId: '1', quantity: 0 }] },
        'Quantity must be a whole number from 1 to 100',
      ],
      [
        'items.0.quantity',
        { items: [{ productId: '1', quantity: 101 }] },
        'Quantity must be a whole number from 1 to 100',
      ],
    ])('refuses a bad %s with the spec message', async (field, change, message) => {
      const input = { ...valid(), ...change };
      const { errors } = await graphql(app.url, PLACE_ORDER, { input });
      expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(errors![0].extensions!.fields![field]).toBe(message);
      expect(errors![0].message).toBe(message);
    });

    it('reports the first problem in the checkout form order', async () => {
      const input = {
        ...valid(),
        customerName: '',
        customerEmail: '',
        customerPhone: '',
        shippingAddress: '',
      };
      const { errors } = await graphql(app.url, PLACE_ORDER, { input });
      expect(errors![0].message).toBe('Please enter your full name');
      // A blank e-mail is no problem: it is optional.
      expect(Object.keys(errors![0].extensions!.fields!)).toEqual([
        'customerName',
        'customerPhone',
        'shippingAddress',
      ]);
    });

    itNeeding(
      withoutRealPostgres(),
      'sells exactly the stock to 30 simultaneous orders and never goes below zero',
      async () => {
        const scarce = await product(5);
        // A pool of its own so the 30 requests truly run on separate connections.
        const wide = new DataSource(
          dataSourceOptions(testDatabaseUrl(), { entities, migrations }, 30),
        );
        await wide.initialize();
        // 30 orders from one address: a race of stock, not of the per-address order limit.
        const racer = await startTestApp({ rateLimitScale: 10 }, wide);
        try {
          // 30 patients (one phone may place only a few orders a day).
          const phones = Array.from({ length: 30 }, () => freshPhone());
          const results = await Promise.all(
            phones.map((phone) =>
              graphql(racer.url, PLACE_ORDER, {
                input: { ...customer(phone), items: [{ productId: scarce.id, quantity: 1 }] },
              }),
            ),
          );
          const won = results.filter((r) => r.data?.placeOrder);
          const lost = results.filter((r) => r.errors);
          expect(won).toHaveLength(5);
          expect(lost).toHaveLength(25);
          for (const r of lost) expect(r.errors![0].extensions!.code).toBe('OUT_OF_STOCK');
          expect(new Set(won.map((r) => r.data!.placeOrder.orderNumber)).size).toBe(5);
          expect(await stockOf(scarce.id)).toBe(0);
          const placed = await Promise.all(phones.map(ordersOf));
          expect(placed.reduce((sum, n) => sum + n, 0)).toBe(5);
          // The ledger saw exactly the five sales: the stock is still the sum of its movements.
          expect(await ledgerDrift([scarce.id])).toEqual([]);
        } finally {
          await racer.close();
          await wide.destroy();
        }
      },
    );

    itNeeding(
      withoutRealPostgres(),
      'creates one order when a retry races the first request',
      async () => {
        const item = await product(10);
        const input = {
          ...customer(),
          items: [{ productId: item.id, quantity: 1 }],
          idempotencyKey: randomUUID(),
        };
        const wide = new DataSource(
          dataSourceOptions(testDatabaseUrl(), { entities, migrations }, 5),
        );
        await wide.initialize();
        const racer = await startTestApp({}, wide);
        try {
          const results = await Promise.all(
            Array.from({ length: 5 }, () => graphql(racer.url, PLACE_ORDER, { input })),
          );
          const numbers = new Set(results.map((r) => r.data?.placeOrder.orderNumber));
          expect([...numbers]).toHaveLength(1);
          expect(await ordersOf(input.customerPhone)).toBe(1);
          expect(await stockOf(item.id)).toBe(9);
          expect(await ledgerDrift([item.id])).toEqual([]);
        } finally {
          await racer.close();
          await wide.destroy();
        }
      },
    );
  });

  describe('POST /api/orders', () => {
    it("takes the spec's body, reads the e-mail from notes and answers { ok, order }", async () => {
      const item = await product(4, 120);
      const phone = freshPhone();
      const { status, body } = await postJson(app.url, '/api/orders', {
        items: [{ productId: Number(item.id), quantity: 2 }],
        shippingAddress: 'Near the bus stand, Vidisha',
        customerPhone: phone,
        customerName: 'Ravi',
        notes: `Name: Ravi, Email: ravi@example.in, Phone: ${phone}`,
      });
      expect(status).toBe(201);
      expect(body.ok).toBe(true);
      expect(body.order).toMatchObject({
        orderNumber: expect.stringMatching(/^ORD-\d{8}-\d{4}$/),
        status: 'PENDING',
        totalAmount: 240,
        user: { firstName: 'Ravi', lastName: '', phone },
        items: [{ quantity: 2, price: 120, product: { name: item.name } }],
      });
    });

    it('honours the Idempotency-Key header', async () => {
      const item = await product(6);
      const body = { ...customer(), items: [{ productId: item.id, quantity: 1 }] };
      const headers = { 'Idempotency-Key': randomUUID() };
      const first = await postJson(app.url, '/api/orders', body, headers);
      const second = await postJson(app.url, '/api/orders', body, headers);
      expect(second.body.order.orderNumber).toBe(first.body.order.orderNumber);
      expect(await stockOf(item.id)).toBe(5);
    });

    it('answers 400 { ok: false, error, fields } for bad input and 409 for short stock', async () => {
      const bad = await postJson(app.url, '/api/orders', {
        ...customer(),
        customerPhone: '12345',
        items: [{ productId: 1, quantity: 1 }],
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        ok: false,
        error: 'Please enter a valid 10-digit phone number',
        fields: { customerPhone: 'Please enter a valid 10-digit phone number' },
      });
      const scarce = await product(1);
      const short = await postJson(app.url, '/api/orders', {
        ...customer(),
        items: [{ productId: scarce.id, quantity: 2 }],
      });
      expect(short.status).toBe(409);
      expect(short.body).toMatchObject({ ok: false, code: 'OUT_OF_STOCK' });
      expect(short.body.error).toContain(scarce.name);
      const garbage = await postJson(app.url, '/api/orders', { items: 'lots' });
      expect(garbage.status).toBe(400);
      expect(garbage.body.ok).toBe(false);
    });
  });
});
