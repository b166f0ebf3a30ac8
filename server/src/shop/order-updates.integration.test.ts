import { randomUUID } from 'node:crypto';
import { freshPhone } from '../test/phones';
import { graphql, startTestApp, type TestApp } from '../test/test-app';
import { OPTED_OUT } from '../messages/outbox/outbox';
import { placeOrder } from './prescriptions/rx-test-helpers';

// The link in every order message is the lookup page; the opt-out is there, behind what unlocks
// the order (its number and phone). GET changes nothing: it is a mutation the patient presses.

const SET = `mutation SetOrderUpdates($orderNumber: String!, $phone: String!, $stop: Boolean!) {
  setOrderUpdates(orderNumber: $orderNumber, phone: $phone, stop: $stop)
}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ rateLimitScale: 1000 });
});
afterAll(() => app.close());

async function order(phone: string): Promise<{ orderNumber: string; id: number }> {
  const [product] = await app.dataSource.query(
    `INSERT INTO product (slug, name, description, price, images, category_id, stock)
     VALUES ($1, $1, 'For tests', 70, '{}', (SELECT min(id) FROM category), 10) RETURNING id`,
    [`updates-${randomUUID().slice(0, 8)}`],
  );
  const placed = await placeOrder(app.url, [{ productId: String(product.id), quantity: 1 }], {
    customerPhone: phone,
    deliveryMethod: 'PICKUP',
  });
  expect(placed.status).toBe(201);
  return { orderNumber: placed.body.order.orderNumber, id: Number(placed.body.order.id) };
}

const optOut = async (phone: string) =>
  (await app.dataSource.query(`SELECT source FROM message_opt_out WHERE phone = $1`, [phone]))[0];

it('stops the phone’s updates only with its order number, and starts them again', async () => {
  const phone = freshPhone(9);
  const { orderNumber, id } = await order(phone);

  const wrong = await graphql(app.url, SET, {
    orderNumber: 'ORD-20000101-0000',
    phone,
    stop: true,
  });
  expect(wrong.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  const otherPhone = await graphql(app.url, SET, { orderNumber, phone: freshPhone(8), stop: true });
  expect(otherPhone.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  expect(await optOut(phone)).toBeUndefined();

  const stopped = await graphql(app.url, SET, { orderNumber, phone, stop: true });
  expect(stopped.data?.setOrderUpdates).toBe(true);
  expect(await optOut(phone)).toEqual({ source: 'LINK' });
  // The confirmation still waiting is dropped, and so is the next update.
  await app.services.outbox.queue(
    app.dataSource.manager,
    [{ template: 'order_shipped', phone, orderId: id, params: { orderNumber } }],
    new Date(),
  );
  const rows = await app.dataSource.query(
    `SELECT template, status, last_error FROM outbox_message WHERE phone = $1 ORDER BY created_at`,
    [phone],
  );
  expect(rows).toEqual([
    { template: 'order_placed', status: 'DROPPED', last_error: OPTED_OUT },
    { template: 'order_shipped', status: 'DROPPED', last_error: OPTED_OUT },
  ]);

  const started = await graphql(app.url, SET, { orderNumber, phone, stop: false });
  expect(started.data?.setOrderUpdates).toBe(false);
  expect(await optOut(phone)).toBeUndefined();
});

it('refuses bad input with the field named, changing nothing', async () => {
  const answer = await graphql(app.url, SET, { orderNumber: 'ORD-1', phone: '12', stop: true });
  expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(answer.errors?.[0].extensions?.fields).toHaveProperty('phone');
});
