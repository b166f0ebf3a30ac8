import type { EntityManager } from 'typeorm';

/** A supplier's batch whose expiry is near (or past), with what is probably left of it. */
export interface ExpiringBatchView {
  productId: number;
  productName: string;
  variantId: number | null;
  size: string | null;
  batchNumber: string;
  /** YYYY-MM-DD */
  expiryDate: string;
  received: number;
  /** Units of this batch still on the shelf, counting sales oldest batch first. */
  remaining: number;
  expired: boolean;
}

/**
 * Batches received with an expiry on or before `until` (clinic dates, YYYY-MM-DD) that are
 * still in stock. The ledger does not say which batch each sale took, so the shelf is read as a
 * pharmacy stocks it (first expiry, first out: the newest deliveries are what remains): a
 * batch's remaining units are what the current stock holds beyond the deliveries received
 * after it, at most what it brought. Soonest expiry first.
 */
export async function expiringBatches(
  manager: EntityManager,
  today: string,
  until: string,
  productIds?: readonly number[],
): Promise<ExpiringBatchView[]> {
  const rows = (await manager.query(
    `WITH shelves AS (
       SELECT DISTINCT product_id, variant_id FROM stock_movement
       WHERE kind = 'RECEIPT' AND expiry_date <= $1
         AND ($2::int[] IS NULL OR product_id = ANY($2))
     ), receipts AS (
       SELECT m.id, m.product_id, m.variant_id, m.batch_number, m.expiry_date, m.quantity,
         COALESCE(sum(m.quantity) OVER (PARTITION BY m.product_id, m.variant_id
           ORDER BY m.at DESC, m.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
           AS newer
       FROM stock_movement m
       JOIN shelves s ON s.product_id = m.product_id
         AND s.variant_id IS NOT DISTINCT FROM m.variant_id
       WHERE m.kind = 'RECEIPT'
     )
     SELECT r.product_id AS "productId", p.name AS "productName", r.variant_id AS "variantId",
       v.label AS size, r.batch_number AS "batchNumber",
       to_char(r.expiry_date, 'YYYY-MM-DD') AS "expiryDate", r.quantity AS received,
       LEAST(r.quantity, GREATEST(0, COALESCE(v.stock, p.stock) - r.newer))::int AS remaining,
       r.expiry_date < $3::date AS expired
     FROM receipts r
     JOIN product p ON p.id = r.product_id
     LEFT JOIN product_variant v ON v.id = r.variant_id
     WHERE r.expiry_date <= $1
       AND LEAST(r.quantity, GREATEST(0, COALESCE(v.stock, p.stock) - r.newer)) > 0
     ORDER BY r.expiry_date, p.name, v.position NULLS FIRST, r.id`,
    [until, productIds ? [...productIds] : null, today],
  )) as ExpiringBatchView[];
  return rows.map((row) => ({
    ...row,
    productId: Number(row.productId),
    variantId: row.variantId === null ? null : Number(row.variantId),
  }));
}
