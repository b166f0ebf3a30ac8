import type { EntityManager } from 'typeorm';
import type { OrderChangeActor } from '../order-history';
import { StockMovementKind } from './stock-movement-kind';

/** One row of the ledger, as the code that changes stock writes it (in the same transaction). */
export interface Movement {
  productId: number;
  variantId?: number | null;
  kind: StockMovementKind;
  /** Units added (positive) or taken (negative). */
  quantity: number;
  reason?: string | null;
  batchNumber?: string | null;
  /** YYYY-MM-DD */
  expiryDate?: string | null;
  orderId?: number | null;
}

/** How the ledger names who moved stock: a staff member's or key's name, or patient/system. */
export const movedBy = (actor: OrderChangeActor): string =>
  actor.kind === 'patient' || actor.kind === 'system' ? actor.kind : actor.name;

/**
 * Writes ledger rows in one statement, whatever their number. Call it with the manager of the
 * transaction that changes the stock, after the change: the rows commit with it or not at all.
 */
export async function recordMovements(
  manager: EntityManager,
  movements: readonly Movement[],
  { actor, at }: { actor: OrderChangeActor; at?: Date },
): Promise<void> {
  if (movements.length === 0) return;
  const column = <T>(pick: (m: Movement) => T) => movements.map(pick);
  await manager.query(
    `INSERT INTO stock_movement (product_id, variant_id, kind, quantity, reason, batch_number,
       expiry_date, order_id, by, at)
     SELECT m.product_id, m.variant_id, m.kind, m.quantity, m.reason, m.batch_number,
       m.expiry_date, m.order_id, $9, COALESCE($10::timestamptz, now())
     FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::text[], $6::text[],
       $7::date[], $8::int[])
       AS m(product_id, variant_id, kind, quantity, reason, batch_number, expiry_date, order_id)`,
    [
      column((m) => m.productId),
      column((m) => m.variantId ?? null),
      column((m) => m.kind),
      column((m) => m.quantity),
      column((m) => m.reason ?? null),
      column((m) => m.batchNumber ?? null),
      column((m) => m.expiryDate ?? null),
      column((m) => m.orderId ?? null),
      movedBy(actor),
      at ?? null,
    ],
  );
}
