import type { EntityManager } from 'typeorm';
import type { OrderStatus } from './order-status';
import type { Actor } from '../common/request-context';

/** Who changes an order: the patient, the server itself, or a staff member or key (by name). */
export type OrderChangeActor = Actor | { kind: 'system' };

/** One step of an order's life, written in the transaction that makes it. */
export async function recordOrderChange(
  manager: EntityManager,
  orderId: number,
  from: OrderStatus | null,
  to: OrderStatus,
  { reason, actor, at }: { reason: string; actor: OrderChangeActor; at: Date },
): Promise<void> {
  const by = actor.kind === 'patient' || actor.kind === 'system' ? actor.kind : actor.name;
  await manager.query(
    `INSERT INTO order_status_change (order_id, from_status, to_status, reason, actor_kind, by, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [orderId, from, to, reason, actor.kind, by, at],
  );
}
