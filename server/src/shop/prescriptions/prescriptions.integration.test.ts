import sharp from 'sharp';
import { freshPhone } from '../../test/phones';
import { stockOf } from '../../test/shop-fixtures';
import { createStaffServices } from '../../staff/staff-services';
import {
  codeOf,
  makeAccount,
  STRONG_PASSWORD,
  signedIn,
  staffGraphql,
  startStaffApp,
  type StaffApp,
} from '../../test/staff';
import { graphql } from '../../test/test-app';
import { getLoose, jpegPhoto, placeOrder, PLAIN_PDF, rxProduct, upload } from './rx-test-helpers';

// A patient orders a prescription-only product with a photo of the prescription; a pharmacist
// sees it, views the file (audited) and approves or rejects it. All through the real HTTP app.

const CHECK = `query Check($orderNumber: String!) {
  prescriptionCheck(orderNumber: $orderNumber) {
    orderNumber status orderStatus kind fileUrl customerName reviewerName reviewerRegistration
    rejectReason items { name quantity prescriptionOnly }
  }
}`;
const LIST = `query List { prescriptionChecks { orderNumber status } }`;
const APPROVE = `mutation Approve($orderNumber: String!, $registrationNumber: String) {
  approvePrescription(orderNumber: $orderNumber, registrationNumber: $registrationNumber) {
    status orderStatus reviewerName reviewerRegistration
  }
}`;
const REJECT = `mutation Reject($orderNumber: String!, $reason: String!) {
  rejectPrescription(orderNumber: $orderNumber, reason: $reason) { status orderStatus rejectReason }
}`;

describe('prescription-only products', () => {
  let app: StaffApp;
  let pharmacist: string;
  let admin: string;
  let reception: string;
  let doctor: string;

  beforeAll(async () => {
    app = await startStaffApp({ rateLimitScale: 1e6 });
    const account = await makeAccount(app.dataSource, 'pharmacy');
    await app.dataSource.query(
      `UPDATE staff_account SET registration_number = 'MP/PH/12345' WHERE id = $1`,
      [account.id],
    );
    pharmacist = (await signedIn(app, account)).cookie;
    admin = (await signedIn(app, await makeAccount(app.dataSource, 'admin'))).cookie;
    reception = (await signedIn(app, await makeAccount(app.dataSource, 'reception'))).cookie;
    doctor = (await signedIn(app, await makeAccount(app.dataSource, 'doctor'))).cookie;
  });
  afterAll(() => app.close());

  /** An order of a prescription-only product with a photo; answers its number and product. */
  async function orderWithPrescription(quantity = 2) {
    const product = await rxProduct(app.dataSource, { prescriptionOnly: true, stock: 10 });
    const uploaded = await upload(app.url, await jpegPhoto(), 'image/jpeg');
    expect(uploaded.status).toBe(201);
    const placed = await placeOrder(app.url, [{ productId: product.id, quantity }], {
      prescriptionToken: uploaded.body.token,
    });
    expect(placed.status).toBe(201);
    return { product, orderNumber: placed.body.order.orderNumber as string, phone: placed.phone };
  }

  it('shows prescriptionOnly on the public product, both doors', async () => {
    const product = await rxProduct(app.dataSource, { prescriptionOnly: true });
    const [{ slug }] = await app.dataSource.query(`SELECT slug FROM product WHERE id = $1`, [
      product.id,
    ]);
    const rest = await getLoose(`${app.url}/api/products/${slug}`);
    expect(rest.product.prescriptionOnly).toBe(true);
    const gql = await graphql(
      app.url,
      `
        query P($slug: String!) {
          product(slug: $slug) {
            prescriptionOnly
          }
        }
      `,
      {
        slug,
      },
    );
    expect(gql.data).toEqual({ product: { prescriptionOnly: true } });
  });

  it('answers an upload with a one-time token, never a URL, and keeps only the re-encoded photo', async () => {
    const answer = await upload(app.url, await jpegPhoto(), 'image/jpeg');
    expect(answer.status).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(answer.body).sort()).toEqual(['expiresAt', 'kind', 'size', 'token']);
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(answer.body)).not.toMatch(/https?:|\//);
    const [row] = await app.dataSource.query(
      `SELECT token_hash, content_type, bytes, expires_at - uploaded_at AS lifetime
       FROM prescription ORDER BY id DESC LIMIT 1`,
    );
    expect(row.token_hash).not.toContain(answer.body.token);
    expect(row.content_type).toBe('image/webp');
    const meta = await sharp(row.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(row.bytes.toString('latin1')).not.toContain('SecretModel');
    expect(row.lifetime).toEqual({ hours: 2 });
  });

  it('refuses an order of a prescription-only product without a valid unused token', async () => {
    const product = await rxProduct(app.dataSource, { prescriptionOnly: true, stock: 5 });
    const items = [{ productId: product.id, quantity: 1 }];
    const none = await placeOrder(app.url, items);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      ok: false,
      fields: { prescriptionToken: expect.stringMatching(/needs a prescription/) },
    });
    const made = await placeOrder(app.url, items, { prescriptionToken: 'A'.repeat(43) });
    expect(made.body.fields.prescriptionToken).toMatch(/expired or was already used/);
    const malformed = await placeOrder(app.url, items, { prescriptionToken: 'nope' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields.prescriptionToken).toBeDefined();

    // A token attaches to one order only.
    const { body } = await upload(app.url, PLAIN_PDF, 'application/pdf');
    const first = await placeOrder(app.url, items, { prescriptionToken: body.token });
    expect(first.status).toBe(201);
    const again = await placeOrder(app.url, items, { prescriptionToken: body.token });
    expect(again.body.fields.prescriptionToken).toMatch(/already used/);
    expect(await stockOf(app.dataSource, product.id)).toBe(4);

    // Over GraphQL the same rule and field.
    const gql = await graphql(
      app.url,
      `
        mutation Place($input: PlaceOrderInput!) {
          placeOrder(input: $input) {
            orderNumber
          }
        }
      `,
      {
        input: {
          customerName: 'Asha',
          customerPhone: freshPhone(),
          shippingAddress: 'Vidisha',
          deliveryMethod: 'PICKUP',
          items: [{ productId: product.id, quantity: 1 }],
        },
      },
    );
    expect(gql.errors?.[0].extensions?.fields).toEqual({
      prescriptionToken: expect.stringMatching(/needs a prescription/),
    });
  });

  it('refuses an expired upload', async () => {
    const product = await rxProduct(app.dataSource, { prescriptionOnly: true });
    const { body } = await upload(app.url, await jpegPhoto(), 'image/jpeg');
    await app.dataSource.query(
      `UPDATE prescription SET expires_at = now() - interval '1 minute' WHERE expires_at = $1`,
      [body.expiresAt],
    );
    const placed = await placeOrder(app.url, [{ productId: product.id, quantity: 1 }], {
      prescriptionToken: body.token,
    });
    expect(placed.body.fields.prescriptionToken).toMatch(/expired/);
  });

  it('forgets uploads no order used once they expire, never an attached one', async () => {
    const spare = await upload(app.url, await jpegPhoto(), 'image/jpeg');
    const { orderNumber } = await orderWithPrescription();
    const later = new Date(Date.now() + 3 * 60 * 60_000);
    expect(await app.services.prescriptionUploads.purgeExpired(later)).toBeGreaterThanOrEqual(1);
    const left = await app.dataSource.query(
      `SELECT o.order_number FROM prescription rx LEFT JOIN customer_order o ON o.id = rx.order_id
       WHERE rx.expires_at = $1 OR o.order_number = $2`,
      [spare.body.expiresAt, orderNumber],
    );
    expect(left).toEqual([{ order_number: orderNumber }]);
  });

  it('keeps the order PENDING with the prescription to check, shown in the lookup with the number', async () => {
    const { orderNumber, phone } = await orderWithPrescription();
    const lookup = await getLoose(
      `${app.url}/api/orders/lookup?phone=${phone}&orderNumber=${orderNumber}`,
    );
    expect(lookup.orders[0]).toMatchObject({ status: 'PENDING', prescriptionStatus: 'TO_CHECK' });
    const byPhone = await getLoose(`${app.url}/api/orders/by-phone?phone=${phone}`);
    expect(byPhone.orders[0].prescriptionStatus).toBeNull();

    const list = await staffGraphql(app.url, LIST, {}, { cookie: pharmacist });
    expect(list.data.prescriptionChecks).toContainEqual({ orderNumber, status: 'TO_CHECK' });
    const check = await staffGraphql(app.url, CHECK, { orderNumber }, { cookie: admin });
    expect(check.data.prescriptionCheck).toMatchObject({
      orderNumber,
      status: 'TO_CHECK',
      orderStatus: 'PENDING',
      kind: 'IMAGE',
      fileUrl: `/staff/files/prescriptions/${orderNumber}`,
      items: [{ quantity: 2, prescriptionOnly: true }],
    });
  });

  it('drops an order cancelled while its prescription waited from the list, and refuses to check it', async () => {
    const { orderNumber } = await orderWithPrescription();
    await app.dataSource.query(
      `UPDATE customer_order SET status = 'CANCELLED' WHERE order_number = $1`,
      [orderNumber],
    );
    const list = await staffGraphql(app.url, LIST, {}, { cookie: pharmacist });
    expect(list.data.prescriptionChecks).not.toContainEqual(
      expect.objectContaining({ orderNumber }),
    );
    const approve = await staffGraphql(app.url, APPROVE, { orderNumber }, { cookie: pharmacist });
    expect(approve.errors?.[0].message).toMatch(/no longer waiting/);
  });

  it('serves the file to pharmacy and admin only, never stored, each view audited', async () => {
    const { orderNumber } = await orderWithPrescription();
    const path = `${app.url}/staff/files/prescriptions/${orderNumber}`;
    const views = async () =>
      (
        await app.dataSource.query(
          `SELECT count(*)::int AS n FROM audit_entry
           WHERE action = 'prescription.view' AND record_id = $1`,
          [orderNumber],
        )
      )[0].n as number;

    for (const cookie of [pharmacist, admin]) {
      const answer = await fetch(path, { headers: { cookie } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-disposition')).toMatch(/^inline/);
      expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).format).toBe('webp');
    }
    expect(await views()).toBe(2);

    for (const [who, cookie, status] of [
      ['anonymous', undefined, 401],
      ['reception', reception, 403],
      ['doctor', doctor, 403],
    ] as const) {
      const answer = await fetch(path, { headers: cookie ? { cookie } : {} });
      expect({ who, status: answer.status }).toEqual({ who, status });
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-type')).toMatch(/json/);
    }
    expect(await views()).toBe(2);
    // Nothing under the public API, nor the staff GraphQL for other roles.
    expect((await fetch(`${app.url}/api/prescriptions/${orderNumber}`)).status).toBe(404);
    const denied = await staffGraphql(app.url, CHECK, { orderNumber }, { cookie: reception });
    expect(codeOf(denied)).toBe('FORBIDDEN');
  });

  it('downloads a PDF prescription, never opens it inline', async () => {
    const product = await rxProduct(app.dataSource, { prescriptionOnly: true });
    const { body } = await upload(app.url, PLAIN_PDF, 'application/pdf');
    expect(body.kind).toBe('PDF');
    const placed = await placeOrder(app.url, [{ productId: product.id, quantity: 1 }], {
      prescriptionToken: body.token,
    });
    const orderNumber = placed.body.order.orderNumber;
    const answer = await fetch(`${app.url}/staff/files/prescriptions/${orderNumber}`, {
      headers: { cookie: pharmacist },
    });
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="prescription-${orderNumber}.pdf"`,
    );
    expect(Buffer.from(await answer.arrayBuffer()).equals(PLAIN_PDF)).toBe(true);
  });

  it('approves with the pharmacist’s name and registration number; the order stays PENDING', async () => {
    const { orderNumber } = await orderWithPrescription();
    const approved = await staffGraphql(app.url, APPROVE, { orderNumber }, { cookie: pharmacist });
    expect(approved.data.approvePrescription).toEqual({
      status: 'APPROVED',
      orderStatus: 'PENDING',
      reviewerName: 'Test pharmacy',
      reviewerRegistration: 'MP/PH/12345',
    });
    const twice = await staffGraphql(app.url, APPROVE, { orderNumber }, { cookie: pharmacist });
    expect(codeOf(twice)).toBe('CONFLICT');
    const [audit] = await app.dataSource.query(
      `SELECT actor_name, after FROM audit_entry WHERE action = 'prescription.approve' AND record_id = $1`,
      [orderNumber],
    );
    expect(audit).toEqual({
      actor_name: 'Test pharmacy',
      after: { prescriptionStatus: 'APPROVED', registration: 'MP/PH/12345' },
    });
  });

  it('lets a pharmacy key read the file but never approve or reject: a pharmacist signs in', async () => {
    const { orderNumber } = await orderWithPrescription();
    const made = await staffGraphql(
      app.url,
      `mutation K($name: String!, $role: StaffRole!) {
        createIntegrationKey(name: $name, role: $role) { secret }
      }`,
      { name: 'Stock robot', role: 'PHARMACY' },
      { cookie: admin },
    );
    const bearer: string = made.data.createIntegrationKey.secret;
    const file = await fetch(`${app.url}/staff/files/prescriptions/${orderNumber}`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(file.status).toBe(200);
    const approve = await staffGraphql(
      app.url,
      APPROVE,
      { orderNumber, registrationNumber: 'MP-1' },
      { bearer },
    );
    expect(codeOf(approve)).toBe('FORBIDDEN');
    const reject = await staffGraphql(app.url, REJECT, { orderNumber, reason: 'x' }, { bearer });
    expect(codeOf(reject)).toBe('FORBIDDEN');
    const check = await staffGraphql(app.url, CHECK, { orderNumber }, { cookie: pharmacist });
    expect(check.data.prescriptionCheck.status).toBe('TO_CHECK');
  });

  it('asks an admin without a registration number for one', async () => {
    const { orderNumber } = await orderWithPrescription();
    const missing = await staffGraphql(app.url, APPROVE, { orderNumber }, { cookie: admin });
    expect(missing.errors?.[0].extensions?.fields).toEqual({
      registrationNumber: 'Please enter your pharmacist registration number.',
    });
    const given = await staffGraphql(
      app.url,
      APPROVE,
      { orderNumber, registrationNumber: ' KA-9876 ' },
      { cookie: admin },
    );
    expect(given.data.approvePrescription.reviewerRegistration).toBe('KA-9876');
  });

  it('rejects: the order is cancelled, its stock returned once, the reason shown to the patient', async () => {
    const { product, orderNumber, phone } = await orderWithPrescription(3);
    expect(await stockOf(app.dataSource, product.id)).toBe(7);
    const reason = 'The prescription is older than six months. Please upload a recent one.';
    const [first, second] = await Promise.all([
      staffGraphql(app.url, REJECT, { orderNumber, reason }, { cookie: pharmacist }),
      staffGraphql(app.url, REJECT, { orderNumber, reason }, { cookie: admin }),
    ]);
    const outcomes = [first, second].map((a) => a.data?.rejectPrescription ?? codeOf(a));
    expect(outcomes).toContainEqual({
      status: 'REJECTED',
      orderStatus: 'CANCELLED',
      rejectReason: reason,
    });
    expect(outcomes).toContain('CONFLICT');
    expect(await stockOf(app.dataSource, product.id)).toBe(10);

    const lookup = await getLoose(
      `${app.url}/api/orders/lookup?phone=${phone}&orderNumber=${orderNumber}`,
    );
    expect(lookup.orders[0]).toMatchObject({
      status: 'CANCELLED',
      prescriptionStatus: 'REJECTED',
      prescriptionNote: reason,
    });
    const [change] = await app.dataSource.query(
      `SELECT c.from_status, c.to_status, c.actor_kind, c.reason FROM order_status_change c
       JOIN customer_order o ON o.id = c.order_id WHERE o.order_number = $1 AND c.to_status = 'CANCELLED'`,
      [orderNumber],
    );
    expect(change).toEqual({
      from_status: 'PENDING',
      to_status: 'CANCELLED',
      actor_kind: 'staff',
      reason: `Prescription not accepted: ${reason}`,
    });
    const actions = await app.dataSource.query(
      `SELECT action FROM audit_entry WHERE record_id = $1 ORDER BY id`,
      [orderNumber],
    );
    expect(actions.map((a: { action: string }) => a.action)).toEqual([
      'prescription.reject',
      'order.cancel',
    ]);
    const blank = await staffGraphql(
      app.url,
      REJECT,
      { orderNumber, reason: '  ' },
      { cookie: admin },
    );
    expect(blank.errors?.[0].message).toMatch(/say why/);
  });

  it('records registration numbers on pharmacy and admin accounts only (npm run staff)', async () => {
    const accounts = createStaffServices(app.dataSource).accounts;
    const by = { actor: { kind: 'system' as const, name: 'test' }, address: 'test' };
    const added = await accounts.add(
      {
        email: `rx-${freshPhone()}@clinic.test`,
        name: 'Meera Pharmacist',
        role: 'pharmacy',
        registrationNumber: 'MP-4321',
        password: STRONG_PASSWORD,
      },
      by,
    );
    const [row] = await app.dataSource.query(
      `SELECT registration_number FROM staff_account WHERE id = $1`,
      [added.id],
    );
    expect(row.registration_number).toBe('MP-4321');
    const desk = await makeAccount(app.dataSource, 'reception');
    await expect(accounts.setRegistration(desk.email, 'MP-1', by)).rejects.toMatchObject({
      fields: { registration: 'Only pharmacy and admin accounts carry a registration number.' },
    });
    await expect(accounts.setRegistration(added.email, '<script>', by)).rejects.toMatchObject({
      fields: { registration: expect.stringMatching(/2 to 40 letters/) },
    });
  });

  it('asks nothing of orders without prescription-only products', async () => {
    const product = await rxProduct(app.dataSource);
    const placed = await placeOrder(app.url, [{ productId: product.id, quantity: 1 }]);
    expect(placed.status).toBe(201);
    const [row] = await app.dataSource.query(
      `SELECT prescription_status FROM customer_order WHERE order_number = $1`,
      [placed.body.order.orderNumber],
    );
    expect(row.prescription_status).toBeNull();
  });
});
