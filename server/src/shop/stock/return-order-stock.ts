import type { EntityManager } from 'typeorm';
import type { OrderChangeActor } from '../order-history';
import { movedBy } from './stock-ledger';

/**
 * Puts an order's quantities back on its products' and sizes' shelves. Call it in the transaction
 * that cancels the order, after locking the order row and checking it was not cancelled before:
 * that lock is what makes the stock come back exactly once. Products are locked in ascending ids,
 * then sizes, as placing an order locks them, so the two never deadlock. The ledger gets one
 * RELEASE row per line (product, and size when it has one), by `actor` (the server's own by
 * default), at `at` (the transaction's time by default).
 */
export async function returnOrderStock(
  manager: EntityManager,
  orderId: number,
  { actor = { kind: 'system' }, at }: { actor?: OrderChangeActor; at?: Date } = {},
): Promise<void> {
  const lines = (await manager.query(
    `SELECT product_id, sum(quantity)::int AS quantity FROM order_item WHERE order_id = $1
     GROUP BY product_id ORDER BY product_id`,
    [orderId],
  )) as { product_id: number; quantity: number }[];
  const ids = lines.map((line) => line.product_id);
  await manager.query(`SELECT id FROM product WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [
    ids,
  ]);
  await manager.query(
    `UPDATE product p SET stock = p.stock + l.quantity
     FROM unnest($1::int[], $2::int[]) AS l(id, quantity) WHERE p.id = l.id`,
    [ids, lines.map((line) => line.quantity)],
  );
  await manager.query(
    `SELECT v.id FROM product_variant v
     WHERE v.id IN (SELECT variant_id FROM order_item WHERE order_id = $1)
     ORDER BY v.id FOR UPDATE`,
    [orderId],
  );
  await manager.query(
    `UPDATE product_variant v SET stock = v.stock + sold.quantity
     FROM (SELECT variant_id, sum(quantity)::int AS quantity FROM order_item
           WHERE order_id = $1 AND variant_id IS NOT NULL GROUP BY variant_id) AS sold
     WHERE v.id = sold.variant_id`,
    [orderId],
  );
  await manager.query(
    `INSERT INTO stock_movement (product_id, variant_id, kind, quantity, order_id, by, at)
     SELECT product_id, variant_id, 'RELEASE', sum(quantity)::int, $1, $2,
       COALESCE($3::timestamptz, now())
     FROM order_item WHERE order_id = $1
     GROUP BY product_id, variant_id ORDER BY product_id, variant_id NULLS FIRST`,
    [orderId, movedBy(actor), at ?? null],
  );
}
