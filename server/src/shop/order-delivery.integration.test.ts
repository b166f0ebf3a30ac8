import { freshPhone } from '../test/phones';
import { customerDetails, ordersOf, postJson, stockOf, testProduct } from '../test/shop-fixtures';
import { getJson, graphql, startTestApp, type TestApp } from '../test/test-app';

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    orderNumber totalAmount itemsTotal deliveryFee deliveryMethod sameDayDelivery pinCode
    shippingAddress
  }
}`;
const AREAS = `{ deliveryAreas { pinCode fee sameDay } }`;
const BY_PHONE = `query ByPhone($phone: String!) {
  ordersByPhone(phone: $phone) { totalAmount deliveryFee pinCode }
}`;

const areas = [
  { pinCode: '464001', fee: 40, sameDay: true },
  { pinCode: '464114', fee: 65.5, sameDay: false },
];

describe('delivery of an order', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ deliveryAreas: areas });
  });

  afterAll(async () => {
    await app.close();
  });

  it('publishes the configured delivery areas on both doors', async () => {
    expect((await graphql(app.url, AREAS)).data!.deliveryAreas).toEqual(areas);
    const rest = await getJson(app.url, '/api/delivery-areas');
    expect(rest.body).toEqual({ areas });
  });

  it("adds the area's fee to the total the server computes and stores", async () => {
    const item = await testProduct(app.dataSource, 5, 185.25);
    const phone = freshPhone();
    const { data, errors } = await graphql(app.url, PLACE_ORDER, {
      input: {
        ...customerDetails(phone),
        deliveryMethod: 'HOME_DELIVERY',
        pinCode: '464114',
        items: [{ productId: item.id, quantity: 2 }],
      },
    });
    expect(errors).toBeUndefined();
    expect(data!.placeOrder).toMatchObject({
      itemsTotal: 370.5,
      deliveryFee: 65.5,
      totalAmount: 436,
      deliveryMethod: 'HOME_DELIVERY',
      sameDayDelivery: false,
      pinCode: '464114',
    });
    const [row] = await app.dataSource.query(
      `SELECT total_amount, delivery_fee, delivery_pin, delivery_method, same_day_delivery
       FROM customer_order WHERE customer_phone = $1`,
      [phone],
    );
    expect(row).toEqual({
      total_amount: '436.00',
      delivery_fee: '65.50',
      delivery_pin: '464114',
      delivery_method: 'HOME_DELIVERY',
      same_day_delivery: false,
    });
    // A phone alone does not reveal where the order goes.
    const listed = await graphql(app.url, BY_PHONE, { phone });
    expect(listed.data!.ordersByPhone).toEqual([
      { totalAmount: 436, deliveryFee: 65.5, pinCode: null },
    ]);
  });

  it('says when an area delivers the same day', async () => {
    const item = await testProduct(app.dataSource, 5, 100);
    const { data } = await graphql(app.url, PLACE_ORDER, {
      input: {
        ...customerDetails(freshPhone()),
        deliveryMethod: 'HOME_DELIVERY',
        pinCode: '464001',
        items: [{ productId: item.id, quantity: 1 }],
      },
    });
    expect(data!.placeOrder).toMatchObject({ totalAmount: 140, sameDayDelivery: true });
  });

  it.each([
    [
      'an out-of-area PIN',
      { deliveryMethod: 'HOME_DELIVERY', pinCode: '110001' },
      'We do not deliver to PIN code 110001 yet. Please choose pickup at the clinic, or call us.',
    ],
    [
      'a PIN of five digits',
      { deliveryMethod: 'HOME_DELIVERY', pinCode: '46400' },
      'Please enter a valid 6-digit PIN code',
    ],
    [
      'a PIN with letters',
      { deliveryMethod: 'PICKUP', pinCode: '46400a' },
      'Please enter a valid 6-digit PIN code',
    ],
    [
      'home delivery without a PIN',
      { deliveryMethod: 'HOME_DELIVERY', pinCode: ' ' },
      'Please enter the 6-digit PIN code of the delivery address',
    ],
  ])('refuses %s with a field error, writing nothing', async (_, delivery, message) => {
    const item = await testProduct(app.dataSource, 5);
    const phone = freshPhone();
    const viaGraphql = await graphql(app.url, PLACE_ORDER, {
      input: {
        ...customerDetails(phone),
        ...delivery,
        items: [{ productId: item.id, quantity: 1 }],
      },
    });
    expect(viaGraphql.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { pinCode: message },
    });
    const viaRest = await postJson(app.url, '/api/orders', {
      ...customerDetails(phone),
      ...delivery,
      items: [{ productId: Number(item.id), quantity: 1 }],
    });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body).toMatchObject({ ok: false, error: message, fields: { pinCode: message } });
    expect(await ordersOf(app.dataSource, phone)).toBe(0);
    expect(await stockOf(app.dataSource, item.id)).toBe(5);
  });

  it('lets anyone pick up at the clinic, free and without an address', async () => {
    const item = await testProduct(app.dataSource, 5, 300);
    const phone = freshPhone();
    const { data, errors } = await graphql(app.url, PLACE_ORDER, {
      input: {
        ...customerDetails(phone),
        shippingAddress: '',
        deliveryMethod: 'PICKUP',
        pinCode: '110001',
        items: [{ productId: item.id, quantity: 1 }],
      },
    });
    expect(errors).toBeUndefined();
    expect(data!.placeOrder).toMatchObject({
      totalAmount: 300,
      deliveryFee: 0,
      deliveryMethod: 'PICKUP',
      shippingAddress: '',
    });
    const viaRest = await postJson(app.url, '/api/orders', {
      customerName: 'Asha',
      customerPhone: phone,
      deliveryMethod: 'PICKUP',
      items: [{ productId: Number(item.id), quantity: 1 }],
    });
    expect(viaRest.status).toBe(201);
    expect(viaRest.body.order).toMatchObject({ deliveryMethod: 'PICKUP', deliveryFee: 0 });
  });

  it('still needs an address for home delivery', async () => {
    const item = await testProduct(app.dataSource, 5);
    const { errors } = await graphql(app.url, PLACE_ORDER, {
      input: {
        ...customerDetails(freshPhone()),
        shippingAddress: ' ',
        deliveryMethod: 'HOME_DELIVERY',
        pinCode: '464001',
        items: [{ productId: item.id, quantity: 1 }],
      },
    });
    expect(errors![0].extensions!.fields).toEqual({
      shippingAddress: 'Please enter your shipping address',
    });
  });

  it('serves callers that name no delivery as before: to the address, no fee', async () => {
    const item = await testProduct(app.dataSource, 5, 250);
    const viaRest = await postJson(app.url, '/api/orders', {
      ...customerDetails(freshPhone()),
      items: [{ productId: Number(item.id), quantity: 2 }],
    });
    expect(viaRest.status).toBe(201);
    expect(viaRest.body.order).toMatchObject({
      totalAmount: 500,
      deliveryFee: 0,
      deliveryMethod: 'HOME_DELIVERY',
      pinCode: null,
    });
  });
});
