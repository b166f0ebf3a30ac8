import { freshPhone } from '../test/phones';
import { customerDetails, ordersOf, postJson, stockOf, testProduct } from '../test/shop-fixtures';
import { getJson, graphql, startTestApp, type TestApp } from '../test/test-app';

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) { orderNumber paymentMethod totalAmount }
}`;
const ONE_ORDER = `query Order($orderNumber: String!, $phone: String!) {
  order(orderNumber: $orderNumber, phone: $phone) { orderNumber paymentMethod }
}`;
const BY_PHONE = `query ByPhone($phone: String!) { ordersByPhone(phone: $phone) { paymentMethod } }`;

describe('payment method of an order', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('is cash on delivery when the request names none, on both doors', async () => {
    const item = await testProduct(app.dataSource, 5);
    const phone = freshPhone();
    const items = [{ productId: item.id, quantity: 1 }];
    const viaGraphql = await graphql(app.url, PLACE_ORDER, {
      input: { ...customerDetails(phone), items },
    });
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data!.placeOrder.paymentMethod).toBe('COD');

    const viaRest = await postJson(app.url, '/api/orders', {
      ...customerDetails(phone),
      items: [{ productId: Number(item.id), quantity: 1 }],
    });
    expect(viaRest.status).toBe(201);
    expect(viaRest.body.order.paymentMethod).toBe('COD');
    const stored = await app.dataSource.query(
      `SELECT payment_method FROM customer_order WHERE customer_phone = $1`,
      [phone],
    );
    expect(stored).toEqual([{ payment_method: 'COD' }, { payment_method: 'COD' }]);
  });

  it('stores UPI on delivery and shows it in every lookup', async () => {
    const item = await testProduct(app.dataSource, 5);
    const phone = freshPhone();
    const { data } = await graphql(app.url, PLACE_ORDER, {
      input: {
        ...customerDetails(phone),
        paymentMethod: 'UPI_ON_DELIVERY',
        items: [{ productId: item.id, quantity: 1 }],
      },
    });
    const { orderNumber } = data!.placeOrder;
    expect(data!.placeOrder.paymentMethod).toBe('UPI_ON_DELIVERY');

    const one = await graphql(app.url, ONE_ORDER, { orderNumber, phone });
    expect(one.data!.order.paymentMethod).toBe('UPI_ON_DELIVERY');
    const listed = await graphql(app.url, BY_PHONE, { phone });
    expect(listed.data!.ordersByPhone).toEqual([{ paymentMethod: 'UPI_ON_DELIVERY' }]);
    const rest = await getJson(
      app.url,
      `/api/orders/lookup?phone=${phone}&orderNumber=${orderNumber}`,
    );
    expect(rest.body.orders[0].paymentMethod).toBe('UPI_ON_DELIVERY');
  });

  it('refuses a method it does not know, with no order written and no stock taken', async () => {
    const item = await testProduct(app.dataSource, 5);
    const phone = freshPhone();
    const viaGraphql = await graphql(app.url, PLACE_ORDER, {
      input: {
        ...customerDetails(phone),
        paymentMethod: 'CARD',
        items: [{ productId: item.id, quantity: 1 }],
      },
    });
    expect(viaGraphql.status).toBe(400);
    expect(viaGraphql.errors![0].message).toContain('PaymentMethod');

    const viaRest = await postJson(app.url, '/api/orders', {
      ...customerDetails(phone),
      paymentMethod: 'CARD',
      items: [{ productId: Number(item.id), quantity: 1 }],
    });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.fields).toEqual({
      paymentMethod: 'Please choose how you will pay: cash on delivery or UPI on delivery',
    });
    expect(await ordersOf(app.dataSource, phone)).toBe(0);
    expect(await stockOf(app.dataSource, item.id)).toBe(5);
  });

  it('is refused by the database when a row names an unknown method', async () => {
    await expect(
      app.dataSource.query(
        `INSERT INTO customer_order (order_number, customer_name, customer_phone, customer_email,
           shipping_address, total_amount, payment_method)
         VALUES ('ORD-PAY-CHECK', 'Asha', '9876543210', '', 'Somewhere', 0, 'CARD')`,
      ),
    ).rejects.toMatchObject({ driverError: { constraint: 'order_payment_method_known' } });
  });
});
