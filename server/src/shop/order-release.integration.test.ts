import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../common/database';
import { createLogger } from '../common/logger';
import { entities } from '../entities';
import { startHousekeeping } from '../housekeeping';
import { migrations } from '../migrations';
import { freshPhone } from '../test/phones';
import { itNeeding, withoutRealPostgres } from '../test/real-postgres';
import { openingStock } from '../test/shop-fixtures';
import { startTestApp, testDatabaseUrl, type TestApp } from '../test/test-app';
import { stockLedgerDrift } from './stock/stock-ledger-check';

// Issue 16, finding 2: an order nobody confirms holds its stock only so long. Each test places its
// orders on a clock of its own, set in the past (each earlier than the last), so releasing at
// "its" now never touches another test's orders, nor those of other files placed today.

const HOUR_MS = 3_600_000;
const REASON = 'not confirmed within 48 hours';

/** A clock the test moves by hand. */
function clockAt(iso: string) {
  let now = new Date(iso);
  return {
    now: () => now,
    set(hoursLater: number) {
      now = new Date(new Date(iso).getTime() + hoursLater * HOUR_MS);
      return now;
    },
  };
}

describe('releasing orders nobody confirmed', () => {
  let categoryId: number;
  let shared: TestApp;

  beforeAll(async () => {
    shared = await startTestApp();
    [{ id: categoryId }] = await shared.dataSource.query(`SELECT id FROM category LIMIT 1`);
  });

  afterAll(async () => {
    await shared.close();
  });

  async function product(app: TestApp, stock: number) {
    const name = `Release Test ${randomUUID().slice(0, 8)}`;
    const [row] = await app.dataSource.query(
      `INSERT INTO product (slug, name, description, price, images, category_id, stock)
       VALUES ($1, $2, 'For tests', 99, '{}', $3, $4) RETURNING id`,
      [name.toLowerCase().replaceAll(' ', '-'), name, categoryId, stock],
    );
    await openingStock(app.dataSource, row.id, null, stock);
    return String(row.id);
  }

  async function place(app: TestApp, items: { productId: string; quantity: number }[]) {
    const response = await fetch(`${app.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerName: 'Asha Devi',
        customerEmail: 'asha@example.in',
        customerPhone: freshPhone(),
        shippingAddress: '12 Station Road, Vidisha 464001',
        items,
      }),
    });
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: { id: number; orderNumber: string } };
    return order;
  }

  const stockOf = async (app: TestApp, ids: string[]) =>
    (
      await app.dataSource.query(
        `SELECT stock FROM product WHERE id = ANY($1::int[]) ORDER BY id`,
        [ids],
      )
    ).map((row: { stock: number }) => row.stock);
  const statusOf = async (app: TestApp, orderId: number) =>
    (await app.dataSource.query(`SELECT status FROM customer_order WHERE id = $1`, [orderId]))[0]
      .status;
  const historyOf = (app: TestApp, orderId: number) =>
    app.dataSource.query(
      `SELECT from_status, to_status, reason, actor_kind, at FROM order_status_change
       WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );

  it('cancels a PENDING order after 48 hours in one step: stock back once, and the reason kept', async () => {
    const clock = clockAt('2021-06-01T10:00:00+05:30');
    const app = await startTestApp({}, shared.dataSource, undefined, { clock });
    try {
      const ids = [await product(app, 20), await product(app, 10)];
      const order = await place(app, [
        { productId: ids[0], quantity: 3 },
        { productId: ids[1], quantity: 2 },
      ]);
      expect(await stockOf(app, ids)).toEqual([17, 8]);

      await app.services.orders.releaseUnconfirmed(clock.set(47.9));
      expect(await statusOf(app, order.id)).toBe('PENDING');
      expect(await stockOf(app, ids)).toEqual([17, 8]);

      const releasedAt = clock.set(48.1);
      expect(await app.services.orders.releaseUnconfirmed(releasedAt)).toBe(1);
      expect(await statusOf(app, order.id)).toBe('CANCELLED');
      expect(await stockOf(app, ids)).toEqual([20, 10]);
      expect(await historyOf(app, order.id)).toEqual([
        {
          from_status: null,
          to_status: 'PENDING',
          reason: 'placed',
          actor_kind: 'patient',
          at: new Date('2021-06-01T10:00:00+05:30'),
        },
        {
          from_status: 'PENDING',
          to_status: 'CANCELLED',
          reason: REASON,
          actor_kind: 'system',
          at: releasedAt,
        },
      ]);

      // Later runs find nothing more to give back.
      expect(await app.services.orders.releaseUnconfirmed(clock.set(100))).toBe(0);
      expect(await stockOf(app, ids)).toEqual([20, 10]);
      expect(await historyOf(app, order.id)).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it('leaves an order that was confirmed alone; the housekeeping run releases the rest', async () => {
    const clock = clockAt('2021-05-01T10:00:00+05:30');
    const app = await startTestApp({}, shared.dataSource, undefined, { clock });
    try {
      const id = await product(app, 10);
      const confirmed = await place(app, [{ productId: id, quantity: 4 }]);
      const forgotten = await place(app, [{ productId: id, quantity: 1 }]);
      await app.dataSource.query(`UPDATE customer_order SET status = 'PROCESSING' WHERE id = $1`, [
        confirmed.id,
      ]);
      expect(await stockOf(app, [id])).toEqual([5]);

      clock.set(49);
      const housekeeping = startHousekeeping({
        orders: app.services.orders,
        clock,
        logger: createLogger('silent'),
        intervalMs: 3_600_000,
      });
      await housekeeping.runOnce();
      await housekeeping.stop();

      expect(await statusOf(app, confirmed.id)).toBe('PROCESSING');
      expect(await statusOf(app, forgotten.id)).toBe('CANCELLED');
      expect(await stockOf(app, [id])).toEqual([6]);
      expect(await historyOf(app, confirmed.id)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  itNeeding(
    withoutRealPostgres(),
    'gives the stock back exactly once when four releases run at the same time',
    async () => {
      const clock = clockAt('2021-04-01T10:00:00+05:30');
      // Connections enough for every release and the app at once.
      const wide = new DataSource(
        dataSourceOptions(testDatabaseUrl(), { entities, migrations }, 10),
      );
      await wide.initialize();
      const app = await startTestApp({ rateLimitScale: 100 }, wide, undefined, { clock });
      try {
        const ids = [await product(app, 50), await product(app, 50)];
        const orders = [];
        for (let i = 0; i < 8; i += 1) {
          orders.push(
            await place(app, [
              { productId: ids[0], quantity: 1 + (i % 3) },
              { productId: ids[1], quantity: 2 },
            ]),
          );
        }
        expect(await stockOf(app, ids)).toEqual([35, 34]);

        const now = clock.set(49);
        const released = await Promise.all(
          Array.from({ length: 4 }, () => app.services.orders.releaseUnconfirmed(now)),
        );
        expect(released.reduce((sum, n) => sum + n, 0)).toBe(orders.length);
        expect(await stockOf(app, ids)).toEqual([50, 50]);
        const releases = await app.dataSource.query(
          `SELECT order_id, count(*)::int AS n FROM order_status_change
           WHERE order_id = ANY($1::int[]) AND to_status = 'CANCELLED' GROUP BY order_id`,
          [orders.map((o) => o.id)],
        );
        expect(releases).toHaveLength(orders.length);
        expect(releases.every((r: { n: number }) => r.n === 1)).toBe(true);
        // One RELEASE row per line of each order, and the ledger still adds up.
        const [{ lines }] = await app.dataSource.query(
          `SELECT count(*)::int AS lines FROM stock_movement
           WHERE kind = 'RELEASE' AND order_id = ANY($1::int[])`,
          [orders.map((o) => o.id)],
        );
        expect(lines).toBe(orders.length * 2);
        expect(
          await stockLedgerDrift((sql, params) => app.dataSource.query(sql, params), ids),
        ).toEqual([]);
      } finally {
        await app.close();
        await wide.destroy();
      }
    },
  );
});
