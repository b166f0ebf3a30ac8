import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../common/database';
import { entities } from '../../entities';
import { migrations } from '../../migrations';
import { makeAccount, signedIn, startStaffApp, type StaffApp } from '../../test/staff';
import { testDatabaseUrl } from '../../test/test-app';
import { getLoose, placeOrder, postJson, rxProduct } from '../prescriptions/rx-test-helpers';
import { issueInvoice } from './issue-invoice';

// issueInvoice runs inside the delivery's transaction (the orders lane's DELIVERED step); here
// orders are moved to DELIVERED with SQL and invoiced directly, then read as staff and patients.

/** Places an order over HTTP, marks it delivered, answers its id, number and phone. */
async function deliveredOrder(
  app: StaffApp,
  items: { productId: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) {
  const placed = await placeOrder(app.url, items, extra);
  expect(placed.status).toBe(201);
  const orderNumber: string = placed.body.order.orderNumber;
  const [row] = await app.dataSource.query(
    `UPDATE customer_order SET status = 'DELIVERED' WHERE order_number = $1 RETURNING id`,
    [orderNumber],
  );
  return { id: row[0].id as number, orderNumber, phone: placed.phone };
}

const serialsOf = async (ds: DataSource, year: string) =>
  (
    (await ds.query(
      `SELECT serial, number FROM invoice WHERE financial_year = $1 ORDER BY number`,
      [year],
    )) as { serial: string; number: number }[]
  ).map((row) => row.serial);

describe('GST invoices', () => {
  let app: StaffApp;
  let pool: DataSource;

  beforeAll(async () => {
    app = await startStaffApp({ rateLimitScale: 1e6 });
    // 20 connections: each delivery below runs in its own transaction on its own connection.
    pool = new DataSource(dataSourceOptions(testDatabaseUrl(), { entities, migrations }, 20));
    await pool.initialize();
  });
  afterAll(async () => {
    await pool.destroy();
    await app.close();
  });

  it('numbers 20 parallel deliveries consecutively, uniquely and without gaps, even when one rolls back', async () => {
    const product = await rxProduct(app.dataSource, { price: 50, gstRate: 5, stock: 1000 });
    const orders = [];
    for (let i = 0; i < 21; i += 1) {
      orders.push(await deliveredOrder(app, [{ productId: product.id, quantity: 1 }]));
    }
    // A financial year no other test uses: 1 May 2031 is in 31-32.
    const at = new Date('2031-05-01T11:00:00+05:30');
    const outcomes = await Promise.allSettled(
      orders.map((order, i) =>
        pool.transaction(async (manager) => {
          await issueInvoice(manager, order.id, at);
          // One delivery fails after taking its number: the number must go to another.
          if (i === 7) throw new Error('delivery rolled back');
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);
    const serials = await serialsOf(app.dataSource, '31-32');
    expect(serials).toEqual(
      Array.from({ length: 20 }, (_, i) => `SC/31-32/${String(i + 1).padStart(6, '0')}`),
    );
    const [{ invoiced }] = await app.dataSource.query(
      `SELECT count(*)::int AS invoiced FROM invoice WHERE order_id = ANY($1::int[])`,
      [orders.map((o) => o.id)],
    );
    expect(invoiced).toBe(20);
    const [counter] = await app.dataSource.query(
      `SELECT last_number FROM invoice_counter WHERE financial_year = '31-32'`,
    );
    expect(counter.last_number).toBe(20);
  });

  it('starts again at 000001 on 1 April, clinic time', async () => {
    const product = await rxProduct(app.dataSource, { price: 10, gstRate: 0 });
    const a = await deliveredOrder(app, [{ productId: product.id, quantity: 1 }]);
    const b = await deliveredOrder(app, [{ productId: product.id, quantity: 1 }]);
    const c = await deliveredOrder(app, [{ productId: product.id, quantity: 1 }]);
    const issue = (id: number, at: string) =>
      app.dataSource.transaction((m) => issueInvoice(m, id, new Date(at)));
    await issue(a.id, '2034-03-31T23:59:00+05:30');
    // 18:30 UTC on 31 March is midnight in the clinic: the new year's first invoice.
    await issue(b.id, '2034-03-31T18:30:00Z');
    await issue(c.id, '2034-04-01T09:00:00+05:30');
    expect(await serialsOf(app.dataSource, '33-34')).toEqual(['SC/33-34/000001']);
    expect(await serialsOf(app.dataSource, '34-35')).toEqual([
      'SC/34-35/000001',
      'SC/34-35/000002',
    ]);
    // Issuing again changes nothing: an order has one invoice.
    await issue(a.id, '2034-05-01T09:00:00+05:30');
    expect(await serialsOf(app.dataSource, '34-35')).toHaveLength(2);
  });

  it('works out taxable value, CGST and SGST from GST-inclusive prices, with the delivery charge', async () => {
    const medicine = await rxProduct(app.dataSource, {
      price: 112,
      gstRate: 12,
      hsnCode: '30049099',
    });
    const cream = await rxProduct(app.dataSource, { price: 105, gstRate: 5, hsnCode: '3304' });
    const order = await deliveredOrder(app, [
      { productId: medicine.id, quantity: 2 },
      { productId: cream.id, quantity: 1 },
    ]);
    await app.dataSource.transaction((m) =>
      issueInvoice(m, order.id, new Date('2036-06-01T10:00:00+05:30')),
    );
    const [invoice] = await app.dataSource.query(
      `SELECT serial, place_of_supply, inter_state, seller_gstin, taxable_total::float,
         cgst_total::float, sgst_total::float, igst_total::float, total::float
       FROM invoice WHERE order_id = $1`,
      [order.id],
    );
    const lines = await app.dataSource.query(
      `SELECT l.description, l.hsn_code, l.quantity, l.gst_rate::float, l.taxable_value::float,
         l.cgst::float, l.sgst::float, l.igst::float, l.total::float
       FROM invoice_line l JOIN invoice i ON i.id = l.invoice_id WHERE i.order_id = $1
       ORDER BY position`,
      [order.id],
    );
    expect(lines).toEqual([
      {
        description: medicine.name,
        hsn_code: '30049099',
        quantity: 2,
        gst_rate: 12,
        taxable_value: 200,
        cgst: 12,
        sgst: 12,
        igst: 0,
        total: 224,
      },
      {
        description: cream.name,
        hsn_code: '3304',
        quantity: 1,
        gst_rate: 5,
        taxable_value: 100,
        cgst: 2.5,
        sgst: 2.5,
        igst: 0,
        total: 105,
      },
      // ₹40 for 464001, taxed as its principal supply (the ₹224 line, 12 %).
      {
        description: 'Delivery charge',
        hsn_code: '996812',
        quantity: 1,
        gst_rate: 12,
        taxable_value: 35.71,
        cgst: 2.15,
        sgst: 2.14,
        igst: 0,
        total: 40,
      },
    ]);
    expect(invoice).toEqual({
      serial: expect.stringMatching(/^SC\/36-37\/\d{6}$/),
      place_of_supply: 'Madhya Pradesh (23)',
      inter_state: false,
      seller_gstin: '23ABCDE1234F1Z5',
      taxable_total: 335.71,
      cgst_total: 16.65,
      sgst_total: 16.64,
      igst_total: 0,
      total: 369,
    });
  });

  it('charges IGST when the delivery PIN is in another state', async () => {
    const product = await rxProduct(app.dataSource, { price: 118, gstRate: 18, hsnCode: '9018' });
    const order = await deliveredOrder(app, [{ productId: product.id, quantity: 1 }]);
    await app.dataSource.query(`UPDATE customer_order SET delivery_pin = '110001' WHERE id = $1`, [
      order.id,
    ]);
    await app.dataSource.transaction((m) =>
      issueInvoice(m, order.id, new Date('2036-06-02T10:00:00+05:30')),
    );
    const [invoice] = await app.dataSource.query(
      `SELECT place_of_supply, inter_state, taxable_total::float, cgst_total::float,
         sgst_total::float, igst_total::float, total::float FROM invoice WHERE order_id = $1`,
      [order.id],
    );
    expect(invoice).toEqual({
      place_of_supply: 'Delhi (07)',
      inter_state: true,
      // ₹118 at 18 % and the ₹40 delivery at 18 %: 100 + 33.90 taxable, 18 + 6.10 IGST.
      taxable_total: 133.9,
      cgst_total: 0,
      sgst_total: 0,
      igst_total: 24.1,
      total: 158,
    });
  });

  it('refuses to issue an invoice without the clinic’s GSTIN, so the delivery rolls back whole', async () => {
    const product = await rxProduct(app.dataSource, { price: 20, gstRate: 5 });
    const order = await deliveredOrder(app, [{ productId: product.id, quantity: 1 }]);
    await expect(
      app.dataSource.transaction(async (manager) => {
        await manager.query(`UPDATE clinic_profile SET gstin = NULL`);
        await issueInvoice(manager, order.id, new Date());
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/CLINIC_GSTIN/) });
    const [profile] = await app.dataSource.query(`SELECT gstin FROM clinic_profile`);
    expect(profile.gstin).toBe('23ABCDE1234F1Z5');
    const rows = await app.dataSource.query(`SELECT 1 FROM invoice WHERE order_id = $1`, [
      order.id,
    ]);
    expect(rows).toEqual([]);
  });

  it('serves the invoice to pharmacy and admin as a page and a PDF, never to others or caches', async () => {
    const product = await rxProduct(app.dataSource, { price: 99.5, gstRate: 12 });
    const order = await deliveredOrder(app, [{ productId: product.id, quantity: 1 }]);
    await app.dataSource.transaction((m) => issueInvoice(m, order.id, new Date()));
    const path = `/staff/files/invoices/${order.orderNumber}`;
    const pharmacy = (await signedIn(app, await makeAccount(app.dataSource, 'pharmacy'))).cookie;
    const reception = (await signedIn(app, await makeAccount(app.dataSource, 'reception'))).cookie;

    const page = await fetch(`${app.url}${path}/html`, { headers: { cookie: pharmacy } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    for (const text of [
      'Tax Invoice',
      '23ABCDE1234F1Z5',
      'Reverse charge: No',
      '₹99.50',
      'Madhya Pradesh (23)',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('@media print');

    const pdf = await fetch(`${app.url}${path}/pdf`, { headers: { cookie: pharmacy } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The rupee sign needs a font that has it: DejaVu Sans is embedded.
    expect(bytes.toString('latin1')).toMatch(/DejaVuSans/);

    expect((await fetch(`${app.url}${path}/pdf`, { headers: { cookie: reception } })).status).toBe(
      403,
    );
    expect((await fetch(`${app.url}${path}/pdf`)).status).toBe(401);
  });

  it('opens for the patient with phone and order number only, never with the phone alone', async () => {
    const product = await rxProduct(app.dataSource, { price: 250, gstRate: 12 });
    const order = await deliveredOrder(app, [{ productId: product.id, quantity: 1 }]);
    const pending = await placeOrder(app.url, [{ productId: product.id, quantity: 1 }]);

    // Not delivered yet: no invoice.
    const early = await postJson(app.url, '/api/orders/invoice', {
      phone: pending.phone,
      orderNumber: pending.body.order.orderNumber,
    });
    expect(early.status).toBe(404);
    expect(early.body.error).toMatch(/issued once the order is delivered/);

    await app.dataSource.transaction((m) => issueInvoice(m, order.id, new Date()));
    const lookup = await fetch(
      `${app.url}/api/orders/lookup?phone=${order.phone}&orderNumber=${order.orderNumber}`,
    );
    const [listed] = ((await lookup.json()) as { orders: { invoiceNumber: string }[] }).orders;
    expect(listed.invoiceNumber).toMatch(/^SC\/\d{2}-\d{2}\/\d{6}$/);
    const byPhone = await getLoose(`${app.url}/api/orders/by-phone?phone=${order.phone}`);
    expect(byPhone.orders[0].invoiceNumber).toBeNull();

    const pdf = await fetch(`${app.url}/api/orders/invoice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: order.phone, orderNumber: order.orderNumber.toLowerCase() }),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const html = await postJson(app.url, '/api/orders/invoice', {
      phone: order.phone,
      orderNumber: order.orderNumber,
      format: 'html',
    }).catch(() => null);
    expect(html).toBeNull(); // not JSON: an HTML page

    const wrongPhone = await postJson(app.url, '/api/orders/invoice', {
      phone: '9000000001',
      orderNumber: order.orderNumber,
    });
    expect(wrongPhone.status).toBe(404);
    const phoneAlone = await postJson(app.url, '/api/orders/invoice', { phone: order.phone });
    expect(phoneAlone.status).toBe(400);
    expect(phoneAlone.body.fields.orderNumber).toBeDefined();
  });
});
