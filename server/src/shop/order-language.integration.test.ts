import { randomUUID } from 'node:crypto';
import { LANGUAGE_MESSAGE } from '../common/language';
import { postJson } from '../booking/booking-test-helpers';
import { freshPhone } from '../test/phones';
import { graphql } from '../test/test-app';
import { moveTo, placeOrder, startDeskApp, type DeskApp } from './desk/order-desk-test-helpers';

// Issue 21: an order placed in Hindi, and a one-time code asked for in Hindi, are told of in
// Hindi, including the changes the pharmacy makes later; the clinic's alert stays English.

let app: DeskApp;
beforeAll(async () => {
  app = await startDeskApp(3);
});
afterAll(() => app.close());

interface Row {
  template: string;
  audience: string;
  locale: string;
  params: Record<string, string>;
}

async function messagesOf(orderNumber: string): Promise<Row[]> {
  return app.dataSource.query(
    `SELECT m.template, m.audience, m.locale, m.params
     FROM outbox_message m JOIN customer_order o ON o.id = m.order_id
     WHERE o.order_number = $1 ORDER BY m.created_at, m.template, m.phone NULLS LAST`,
    [orderNumber],
  );
}

const languageOf = async (orderNumber: string) =>
  (
    await app.dataSource.query(`SELECT language FROM customer_order WHERE order_number = $1`, [
      orderNumber,
    ])
  )[0]?.language as string | undefined;

it('keeps the language on the order and tells each change in it', async () => {
  const order = await placeOrder(app, { quantity: 2, price: 605, language: 'HI' });
  expect(await languageOf(order.orderNumber)).toBe('hi');
  // 2 x ₹605 + ₹40 delivery.
  expect(order.totalAmount).toBe(1250);
  await moveTo(app, order.orderNumber, ['PROCESSING', 'SHIPPED']);

  const rows = await messagesOf(order.orderNumber);
  expect(rows.map((row) => [row.template, row.audience, row.locale, row.params.total])).toEqual([
    ['clinic_new_order', 'CLINIC', 'en', '₹1,250.00'],
    ['clinic_new_order', 'CLINIC', 'en', '₹1,250.00'],
    ['order_placed', 'PATIENT', 'hi', '₹1,250'],
    ['order_shipped', 'PATIENT', 'hi', undefined],
  ]);
});

it('takes "hi" over REST, and English when no language is named', async () => {
  const english = await placeOrder(app);
  expect(await languageOf(english.orderNumber)).toBe('en');
  expect(new Set((await messagesOf(english.orderNumber)).map((row) => row.locale))).toEqual(
    new Set(['en']),
  );

  const [product] = await app.dataSource.query(
    `INSERT INTO product (slug, name, description, price, images, category_id, stock)
     VALUES ($1, $1, 'For tests', 80, '{}', (SELECT min(id) FROM category), 5) RETURNING id`,
    [`language-${randomUUID().slice(0, 8)}`],
  );
  const rest = await postJson(app.url, '/api/orders', {
    items: [{ productId: product.id, quantity: 1 }],
    customerName: 'Asha Devi',
    customerPhone: freshPhone(),
    shippingAddress: '',
    deliveryMethod: 'PICKUP',
    language: 'hi',
  });
  expect(rest.status).toBe(201);
  expect(await languageOf(rest.body.order.orderNumber)).toBe('hi');
});

it('refuses a language it does not write, naming the field, and writes nothing', async () => {
  const phone = freshPhone();
  const order = {
    items: [{ productId: '1', quantity: 1 }],
    customerName: 'Asha Devi',
    customerPhone: phone,
    shippingAddress: '',
    deliveryMethod: 'PICKUP',
  };
  const gql = await graphql(
    app.url,
    `
      mutation ($input: PlaceOrderInput!) {
        placeOrder(input: $input) {
          orderNumber
        }
      }
    `,
    { input: { ...order, language: 'TA' } },
  );
  expect(gql.status).toBe(400);
  expect(gql.errors![0].extensions!.code).toBe('BAD_USER_INPUT');

  for (const language of ['ta', 'Hindi', 1]) {
    const rest = await postJson(app.url, '/api/orders', { ...order, language });
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ language: LANGUAGE_MESSAGE });
    const code = await postJson(app.url, '/api/orders/lookup-code', { phone, language });
    expect(code.status).toBe(400);
    expect(code.body.fields).toEqual({ language: LANGUAGE_MESSAGE });
  }
  const [{ orders }] = await app.dataSource.query(
    `SELECT count(*)::int AS orders FROM customer_order WHERE customer_phone = $1`,
    [phone],
  );
  const [{ messages }] = await app.dataSource.query(
    `SELECT count(*)::int AS messages FROM outbox_message WHERE phone = $1`,
    [phone],
  );
  expect({ orders, messages }).toEqual({ orders: 0, messages: 0 });
});

it('sends a one-time code in the language asked for', async () => {
  const phone = freshPhone();
  const asked = await graphql(
    app.url,
    `
      mutation ($phone: String!, $language: Language) {
        sendOrderLookupCode(phone: $phone, language: $language) {
          minutes
        }
      }
    `,
    { phone, language: 'HI' },
  );
  expect(asked.errors).toBeUndefined();
  app.clock.advance(1000);
  const overRest = await postJson(app.url, '/api/orders/lookup-code', { phone: freshPhone() });
  expect(overRest.status).toBe(200);
  const [row] = await app.dataSource.query(
    `SELECT locale FROM outbox_message WHERE phone = $1 AND template = 'lookup_code'`,
    [phone],
  );
  expect(row).toEqual({ locale: 'hi' });
});
