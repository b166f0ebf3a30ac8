import { DataSource } from 'typeorm';
import { addDays, clinicToday } from '../../booking/clinic-time';
import { dataSourceOptions } from '../../common/database';
import { entities } from '../../entities';
import { migrations } from '../../migrations';
import { freshPhone } from '../../test/phones';
import { ADJUST_STOCK, deskCaller, RECEIVE_STOCK, type DeskCaller } from '../../test/pharmacy';
import { itNeeding, withoutRealPostgres } from '../../test/real-postgres';
import { customerDetails, openingStock, stockOf, testProduct } from '../../test/shop-fixtures';
import { startStaffApp, type StaffApp } from '../../test/staff';
import { graphql, startTestApp, testDatabaseUrl } from '../../test/test-app';
import { stockLedgerDrift } from './stock-ledger-check';

// Every change of stock outside the desk is a ledger row too: a SALE per line where an order is
// placed, a RELEASE per line where one is cancelled; and the stock stays the sum of the rows when
// orders and the desk race for the same shelf.

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) { id orderNumber }
}`;

describe('the stock ledger', () => {
  let app: StaffApp;
  let desk: DeskCaller;

  beforeAll(async () => {
    app = await startStaffApp({ rateLimitScale: 1000 });
    desk = await deskCaller(app, 'pharmacy');
  });
  afterAll(() => app.close());

  const drift = (ids: string[]) =>
    stockLedgerDrift((sql, params) => app.dataSource.query(sql, params), ids);
  const movementsOf = (productId: string) =>
    app.dataSource.query(
      `SELECT m.kind, m.quantity, m.variant_id AS "variantId", o.order_number AS "orderNumber", m.by
       FROM stock_movement m LEFT JOIN customer_order o ON o.id = m.order_id
       WHERE m.product_id = $1 ORDER BY m.id`,
      [productId],
    );
  const order = (items: unknown[]) =>
    graphql(app.url, PLACE_ORDER, { input: { ...customerDetails(freshPhone()), items } });

  it('writes a SALE row per line of a placed order, by the patient', async () => {
    const product = await testProduct(app.dataSource, 10);
    const placed = await order([{ productId: product.id, quantity: 3 }]);
    const { orderNumber } = placed.data!.placeOrder;
    expect(await movementsOf(product.id)).toEqual([
      { kind: 'ADJUSTMENT', quantity: 10, variantId: null, orderNumber: null, by: 'test' },
      { kind: 'SALE', quantity: -3, variantId: null, orderNumber, by: 'patient' },
    ]);
    expect(await drift([product.id])).toEqual([]);
  });

  it('writes a SALE row per size, and a RELEASE row per line when the order is released', async () => {
    const product = await testProduct(app.dataSource, 0);
    const [m, l] = (await app.dataSource.query(
      `INSERT INTO product_variant (product_id, label, stock, position)
       VALUES ($1, 'M', 4, 0), ($1, 'L', 6, 1) RETURNING id`,
      [product.id],
    )) as { id: number }[];
    await app.dataSource.query(`UPDATE product SET stock = 10 WHERE id = $1`, [product.id]);
    await openingStock(app.dataSource, product.id, m.id, 4);
    await openingStock(app.dataSource, product.id, l.id, 6);

    const placed = await order([
      { productId: product.id, variantId: String(m.id), quantity: 1 },
      { productId: product.id, variantId: String(l.id), quantity: 2 },
    ]);
    const { id: orderId, orderNumber } = placed.data!.placeOrder;
    // Released as if nobody confirmed it for days.
    await app.dataSource.query(
      `UPDATE customer_order SET created_at = created_at - interval '30 days' WHERE id = $1`,
      [orderId],
    );
    const released = await app.services.orders.releaseUnconfirmed(new Date());
    expect(released).toBeGreaterThanOrEqual(1);

    const rows = await movementsOf(product.id);
    expect(rows.slice(2)).toEqual([
      { kind: 'SALE', quantity: -1, variantId: m.id, orderNumber, by: 'patient' },
      { kind: 'SALE', quantity: -2, variantId: l.id, orderNumber, by: 'patient' },
      { kind: 'RELEASE', quantity: 1, variantId: m.id, orderNumber, by: 'system' },
      { kind: 'RELEASE', quantity: 2, variantId: l.id, orderNumber, by: 'system' },
    ]);
    expect(await stockOf(app.dataSource, product.id)).toBe(10);
    expect(await drift([product.id])).toEqual([]);
  });

  it('refuses to sell a hidden product, writing nothing', async () => {
    const product = await testProduct(app.dataSource, 5);
    await app.dataSource.query(`UPDATE product SET hidden = true WHERE id = $1`, [product.id]);
    const answer = await order([{ productId: product.id, quantity: 1 }]);
    expect(answer.errors![0].message).toBe(
      'A product in your cart is no longer sold. Please remove it and try again.',
    );
    expect(await movementsOf(product.id)).toHaveLength(1);
    expect(await stockOf(app.dataSource, product.id)).toBe(5);
  });

  itNeeding(
    withoutRealPostgres(),
    'adds up after 30 orders, desk adjustments and receipts race for one scarce shelf',
    async () => {
      const scarce = await testProduct(app.dataSource, 6);
      const wide = new DataSource(
        dataSourceOptions(testDatabaseUrl(), { entities, migrations }, 30),
      );
      await wide.initialize();
      const racer = await startTestApp({ rateLimitScale: 10 }, wide);
      try {
        const expiry = addDays(clinicToday(new Date()), 365);
        const orders = Array.from({ length: 30 }, () =>
          graphql(racer.url, PLACE_ORDER, {
            input: {
              ...customerDetails(freshPhone()),
              items: [{ productId: scarce.id, quantity: 1 }],
            },
          }),
        );
        const deskWork = [
          ...Array.from({ length: 4 }, () =>
            desk.call(ADJUST_STOCK, {
              input: { productId: scarce.id, change: -1, reason: 'Damaged on the shelf' },
            }),
          ),
          ...Array.from({ length: 3 }, (_, i) =>
            desk.call(RECEIVE_STOCK, {
              input: {
                productId: scarce.id,
                quantity: 2,
                batchNumber: `R-${i}`,
                expiryDate: expiry,
              },
            }),
          ),
        ];
        const [placed, moved] = await Promise.all([Promise.all(orders), Promise.all(deskWork)]);
        const sold = placed.filter((r) => r.data?.placeOrder).length;
        const adjusted = moved.slice(0, 4).filter((r) => r.data?.adjustStock).length;
        const received = moved.slice(4).filter((r) => r.data?.receiveStock).length;
        expect(received).toBe(3);
        for (const r of placed.filter((p) => p.errors)) {
          expect(r.errors![0].extensions!.code).toBe('OUT_OF_STOCK');
        }
        for (const r of moved.filter((m) => m.errors)) {
          expect(r.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
        }
        // 6 on the shelf and 6 received: whatever the interleaving, none sold twice or lost.
        expect(sold + adjusted).toBeGreaterThanOrEqual(6);
        expect(await stockOf(app.dataSource, scarce.id)).toBe(12 - sold - adjusted);
        expect(await drift([scarce.id])).toEqual([]);
        const [{ sales }] = await app.dataSource.query(
          `SELECT count(*)::int AS sales FROM stock_movement WHERE product_id = $1 AND kind = 'SALE'`,
          [scarce.id],
        );
        expect(sales).toBe(sold);
      } finally {
        await racer.close();
        await wide.destroy();
      }
    },
  );
});
