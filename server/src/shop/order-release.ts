import type { DataSource, EntityManager } from 'typeorm';
import type { OrderCaps } from '../common/config';
import { recordOrderChange } from './order-history';
import type { OrderMessagesOut } from './order-messages-out';
import { ORDER_LIMIT_MESSAGES, unconfirmedBefore } from './order-limits';
import { OrderStatus } from './order-status';
import { returnOrderStock } from './stock/return-order-stock';

/** Orders released per run; the next run carries on. */
const RELEASE_BATCH = 500;

/**
 * Cancels every PENDING order nobody confirmed within `caps.unconfirmedHours` and puts its stock
 * back. One transaction per order: the order row is locked (one another run or a staff member
 * holds is skipped, SKIP LOCKED), so its stock comes back exactly once however many runs
 * overlap, and its history says why. Returns how many were released.
 */
export async function releaseUnconfirmedOrders(
  dataSource: DataSource,
  caps: OrderCaps,
  now: Date,
  messages: OrderMessagesOut,
): Promise<number> {
  const before = unconfirmedBefore(caps, now);
  const reason = ORDER_LIMIT_MESSAGES.released(caps.unconfirmedHours);
  let released = 0;
  while (released < RELEASE_BATCH) {
    const done = await dataSource.transaction((manager) =>
      releaseOne(manager, before, reason, now, messages),
    );
    if (!done) break;
    released += 1;
  }
  return released;
}

/** The oldest unconfirmed order placed before `before`, released; false when there is none. */
async function releaseOne(
  manager: EntityManager,
  before: Date,
  reason: string,
  now: Date,
  messages: OrderMessagesOut,
): Promise<boolean> {
  const [order] = (await manager.query(
    `SELECT id FROM customer_order WHERE status = $1 AND created_at < $2
     ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [OrderStatus.PENDING, before],
  )) as { id: number }[];
  if (!order) return false;
  await returnOrderStock(manager, order.id, { at: now });
  await manager.query(`UPDATE customer_order SET status = $2 WHERE id = $1`, [
    order.id,
    OrderStatus.CANCELLED,
  ]);
  await recordOrderChange(manager, order.id, OrderStatus.PENDING, OrderStatus.CANCELLED, {
    reason,
    actor: { kind: 'system' },
    at: now,
  });
  await messages.updated(manager, order.id, 'order_cancelled', now);
  return true;
}
