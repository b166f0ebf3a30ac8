import { randomInt, randomUUID } from 'node:crypto';
import { ClinicProfile } from '../clinic/clinic-profile.entity';
import { freshPhone } from '../test/phones';
import { describeNeeding, withoutRealPostgres } from '../test/real-postgres';
import { codeOf, staffGraphql } from '../test/staff';
import { graphql, startTestApp } from '../test/test-app';
import {
  desk,
  DESK_DOCUMENTS as D,
  moveTo,
  placeOrder,
  startDeskApp,
  type DeskApp,
} from './desk/order-desk-test-helpers';
import {
  jpegPhoto,
  placeOrder as placeOverRest,
  rxProduct,
  upload,
} from './prescriptions/rx-test-helpers';

// Issue 20: each change of an order writes its messages in its own transaction, through the
// outbox; a refused change writes none. Everything goes through the real HTTP app and database.

interface Row {
  template: string;
  audience: string;
  phone: string | null;
  email: string | null;
  status: string;
  params: Record<string, string>;
  has_job: boolean;
}

const SITE = 'http://localhost:4000';
const REJECT = `mutation Reject($orderNumber: String!, $reason: String!) {
  rejectPrescription(orderNumber: $orderNumber, reason: $reason) { status orderStatus }
}`;
const PLACE = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) { orderNumber totalAmount }
}`;

let app: DeskApp;
let clinicPhone: string;
let clinicWhatsapp: string;
let clinicEmail: string;

beforeAll(async () => {
  app = await startDeskApp(8);
  const profile = await app.dataSource.getRepository(ClinicProfile).findOneByOrFail({ id: 1 });
  const main = profile.phones[0].number;
  clinicPhone = `+91 ${main.slice(0, 5)} ${main.slice(5)}`;
  clinicWhatsapp = profile.whatsapp;
  clinicEmail = profile.emails[0].address;
});
afterAll(() => app.close());

/** The outbox rows of an order (or of every order of a phone), oldest first. */
async function messagesOf(where: { orderNumber?: string; phone?: string }): Promise<Row[]> {
  return app.dataSource.query(
    `SELECT m.template, m.audience, m.phone, m.email, m.status, m.params,
       EXISTS (SELECT 1 FROM pgboss.job j WHERE j.id = m.id) AS has_job
     FROM outbox_message m JOIN customer_order o ON o.id = m.order_id
     WHERE ($1::text IS NULL OR o.order_number = $1) AND ($2::text IS NULL OR o.customer_phone = $2)
     ORDER BY m.created_at, m.template`,
    [where.orderNumber ?? null, where.phone ?? null],
  );
}

const patientUpdate = (template: string, phone: string, orderNumber: string) => ({
  template,
  audience: 'PATIENT',
  phone,
  email: null,
  status: 'QUEUED',
  params: { orderNumber, clinicPhone, link: `${SITE}/orders` },
  has_job: true,
});

it('placing an order queues the patient confirmation and the clinic alert, and nothing names a product', async () => {
  const order = await placeOrder(app, { quantity: 2, price: 125.5, name: 'Ravi Kumar' });
  const rows = await messagesOf({ orderNumber: order.orderNumber });
  const total = '₹291.00'; // 2 x 125.50 + ₹40 delivery
  expect(order.totalAmount).toBe(291);
  expect(rows).toEqual(
    expect.arrayContaining([
      {
        template: 'order_placed',
        audience: 'PATIENT',
        phone: order.phone,
        email: null,
        status: 'QUEUED',
        params: {
          orderNumber: order.orderNumber,
          total,
          clinicPhone,
          link: `${SITE}/orders`,
        },
        has_job: true,
      },
      {
        template: 'clinic_new_order',
        audience: 'CLINIC',
        phone: clinicWhatsapp,
        email: null,
        status: 'QUEUED',
        params: {
          orderNumber: order.orderNumber,
          total,
          link: `${SITE}/staff/orders/${order.orderNumber}`,
        },
        has_job: true,
      },
      expect.objectContaining({ template: 'clinic_new_order', phone: null, email: clinicEmail }),
    ]),
  );
  expect(rows).toHaveLength(3);
  const [{ name }] = await app.dataSource.query(`SELECT name FROM product WHERE id = $1`, [
    order.productId,
  ]);
  const said = JSON.stringify(rows.map((row) => row.params));
  for (const secret of [name, 'Desk Product', 'Ravi', '12 Station Road', 'Ring the bell']) {
    expect(said).not.toContain(secret);
  }
  expect(said).not.toContain(order.phone);
});

it('a refused order writes no message: out of stock, over a cap, invalid input', async () => {
  const phone = freshPhone();
  const [product] = await app.dataSource.query(
    `INSERT INTO product (slug, name, description, price, images, category_id, stock)
     VALUES ($1, $1, 'For tests', 50, '{}', (SELECT min(id) FROM category), 1) RETURNING id`,
    [`scarce-${randomUUID().slice(0, 8)}`],
  );
  const input = (extra: Record<string, unknown>) => ({
    items: [{ productId: String(product.id), quantity: 2 }],
    customerName: 'Asha Devi',
    customerPhone: phone,
    shippingAddress: '12 Station Road, Vidisha',
    deliveryMethod: 'PICKUP',
    ...extra,
  });
  const outOfStock = await graphql(app.url, PLACE, { input: input({}) });
  expect(outOfStock.errors?.[0].extensions?.code).toBe('OUT_OF_STOCK');
  const overCap = await graphql(app.url, PLACE, {
    input: input({ items: [{ productId: String(product.id), quantity: 11 }] }),
  });
  expect(overCap.errors?.[0].extensions?.code).toBe('LIMIT_REACHED');
  const invalid = await graphql(app.url, PLACE, {
    input: input({ pinCode: '1', deliveryMethod: 'HOME_DELIVERY' }),
  });
  expect(invalid.errors).toHaveLength(1);
  expect(invalid.data?.placeOrder).toBeUndefined();
  const [{ n }] = await app.dataSource.query(
    `SELECT count(*)::int AS n FROM outbox_message WHERE phone = $1`,
    [phone],
  );
  expect(n).toBe(0);

  // The phone's sixth order of the day is refused inside the transaction: five confirmations.
  const capped = freshPhone();
  for (let i = 0; i < 5; i += 1) await placeOrder(app, { phone: capped, quantity: 1 });
  await expect(placeOrder(app, { phone: capped, quantity: 1 })).rejects.toThrow(
    /placeOrder failed/,
  );
  const placed = await messagesOf({ phone: capped });
  expect(placed.filter((row) => row.template === 'order_placed')).toHaveLength(5);
  expect(placed.filter((row) => row.audience === 'CLINIC')).toHaveLength(10);
});

it('an order replayed by its idempotency key writes no second message, even when replayed at once', async () => {
  const phone = freshPhone();
  const [product] = await app.dataSource.query(
    `INSERT INTO product (slug, name, description, price, images, category_id, stock)
     VALUES ($1, $1, 'For tests', 80, '{}', (SELECT min(id) FROM category), 10) RETURNING id`,
    [`replay-${randomUUID().slice(0, 8)}`],
  );
  const input = {
    items: [{ productId: String(product.id), quantity: 1 }],
    customerName: 'Asha Devi',
    customerPhone: phone,
    shippingAddress: '12 Station Road, Vidisha',
    deliveryMethod: 'PICKUP',
    idempotencyKey: randomUUID(),
  };
  const answers = await Promise.all([
    graphql(app.url, PLACE, { input }),
    graphql(app.url, PLACE, { input }),
  ]);
  const again = await graphql(app.url, PLACE, { input });
  const numbers = new Set(
    [...answers, again].map((answer) => answer.data?.placeOrder.orderNumber as string),
  );
  expect(numbers.size).toBe(1);
  const rows = await messagesOf({ phone });
  expect(rows.map((row) => row.template).sort()).toEqual([
    'clinic_new_order',
    'clinic_new_order',
    'order_placed',
  ]);
});

it('shipped and delivered each tell the patient once; being packed and a refused change tell nothing', async () => {
  const order = await placeOrder(app);
  await moveTo(app, order.orderNumber, ['PROCESSING']);
  const early = await desk(app, D.setStatus, {
    orderNumber: order.orderNumber,
    status: 'DELIVERED',
  });
  expect(codeOf(early)).toBeDefined();
  await moveTo(app, order.orderNumber, ['SHIPPED', 'DELIVERED']);
  const updates = (await messagesOf({ orderNumber: order.orderNumber })).filter(
    (row) => row.audience === 'PATIENT' && row.template !== 'order_placed',
  );
  // Both made at the app's one clinic minute: compared by name.
  expect(updates.sort((a, b) => a.template.localeCompare(b.template))).toEqual([
    patientUpdate('order_delivered', order.phone, order.orderNumber),
    patientUpdate('order_shipped', order.phone, order.orderNumber),
  ]);
});

it('a cancel tells the patient, without the reason staff wrote', async () => {
  const order = await placeOrder(app);
  const answer = await desk(app, D.setStatus, {
    orderNumber: order.orderNumber,
    status: 'CANCELLED',
    reason: 'Patient says the tablets for piles are no longer needed',
  });
  expect(answer.errors).toBeUndefined();
  const rows = await messagesOf({ orderNumber: order.orderNumber });
  expect(rows.filter((row) => row.template === 'order_cancelled')).toEqual([
    patientUpdate('order_cancelled', order.phone, order.orderNumber),
  ]);
  expect(JSON.stringify(rows)).not.toMatch(/piles|tablets/);
});

describeNeeding(withoutRealPostgres(), 'races on real PostgreSQL', () => {
  it('two staff cancelling at once write one order_cancelled', async () => {
    for (let round = 0; round < 4; round += 1) {
      const order = await placeOrder(app);
      const cancel = (as: 'pharmacy' | { cookie: string }) =>
        desk(
          app,
          D.setStatus,
          { orderNumber: order.orderNumber, status: 'CANCELLED', reason: 'Asked to' },
          as,
        );
      const answers = await Promise.all([
        cancel('pharmacy'),
        cancel({ cookie: app.secondPharmacist }),
      ]);
      expect(answers.filter((a) => !a.errors)).toHaveLength(1);
      const rows = await messagesOf({ orderNumber: order.orderNumber });
      expect(rows.filter((row) => row.template === 'order_cancelled')).toHaveLength(1);
    }
  });
});

it('a rejected prescription tells the patient once, never the pharmacist reason', async () => {
  const product = await rxProduct(app.dataSource, { prescriptionOnly: true, stock: 10 });
  const uploaded = await upload(app.url, await jpegPhoto(), 'image/jpeg');
  const placed = await placeOverRest(app.url, [{ productId: product.id, quantity: 1 }], {
    prescriptionToken: uploaded.body.token,
  });
  expect(placed.status).toBe(201);
  const orderNumber = placed.body.order.orderNumber as string;
  const reason = 'Prescription is for a different patient, please send your own';
  const [first, second] = await Promise.all([
    staffGraphql(app.url, REJECT, { orderNumber, reason }, { cookie: app.cookies.get('pharmacy') }),
    staffGraphql(app.url, REJECT, { orderNumber, reason }, { cookie: app.secondPharmacist }),
  ]);
  expect([first, second].filter((a) => !a.errors)).toHaveLength(1);
  const rows = await messagesOf({ orderNumber });
  const updates = rows.filter(
    (row) => row.template !== 'order_placed' && row.audience === 'PATIENT',
  );
  expect(updates).toEqual([patientUpdate('prescription_rejected', placed.phone, orderNumber)]);
  expect(JSON.stringify(rows)).not.toContain('different patient');
  expect(JSON.stringify(rows)).not.toContain(product.name);
});

it("housekeeping's release of an unconfirmed order writes one order_cancelled, however many runs", async () => {
  // A day of its own, far in the past, so the release touches this test's order alone.
  const placedAt = new Date(
    `2011-${String(1 + randomInt(12)).padStart(2, '0')}-${String(1 + randomInt(28)).padStart(2, '0')}T11:00:00+05:30`,
  );
  let now = placedAt;
  const old = await startTestApp({ rateLimitScale: 1000 }, app.dataSource, undefined, {
    clock: { now: () => now },
  });
  try {
    const [product] = await old.dataSource.query(
      `INSERT INTO product (slug, name, description, price, images, category_id, stock)
       VALUES ($1, $1, 'For tests', 60, '{}', (SELECT min(id) FROM category), 5) RETURNING id`,
      [`release-${randomUUID().slice(0, 8)}`],
    );
    const placed = await placeOverRest(old.url, [{ productId: String(product.id), quantity: 1 }], {
      deliveryMethod: 'PICKUP',
      pinCode: undefined,
    });
    expect(placed.status).toBe(201);
    now = new Date(placedAt.getTime() + 49 * 3_600_000);
    const runs = await Promise.all([
      old.services.orders.releaseUnconfirmed(now),
      old.services.orders.releaseUnconfirmed(now),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const orderNumber = placed.body.order.orderNumber as string;
    const rows = await messagesOf({ orderNumber });
    expect(rows.filter((row) => row.template === 'order_cancelled')).toEqual([
      patientUpdate('order_cancelled', placed.phone, orderNumber),
    ]);
  } finally {
    await old.close();
  }
});
