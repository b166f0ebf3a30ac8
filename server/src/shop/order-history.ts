import type { EntityManager } from 'typeorm';
import type { OrderStatus } from './order-status';
import type { OrderActorKind } from './order-status-change.entity';

/** One step of an order's life, written in the transaction that makes it. */
export async function recordOrderChange(
  manager: EntityManager,
  orderId: number,
  from: OrderStatus | null,
  to: OrderStatus,
  { reason, actor, at }: { reason: string; actor: OrderActorKind; at: Date },
): Promise<void> {
  await manager.query(
    `INSERT INTO order_status_change (order_id, from_status, to_status, reason, actor_kind, at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [orderId, from, to, reason, actor, at],
  );
}
