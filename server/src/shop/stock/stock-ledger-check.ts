// The ledger's invariant, read straight from PostgreSQL: every product's stock is the sum of its
// movements, and every size's stock the sum of the movements naming it. Plain SQL over any
// `query` function (TypeORM's dataSource.query, or pg's through a wrapper), so the integration
// tests and the soak (scripts/soak/invariants.mjs, from the build) run the same check.

/** Runs one statement and answers its rows. */
export type RowsQuery = (sql: string, params?: unknown[]) => Promise<unknown[]>;

export interface LedgerDrift {
  productId: number;
  /** null for the product itself, else the size. */
  variantId: number | null;
  stock: number;
  /** What its movements add up to. */
  ledger: number;
}

const DRIFT_SQL = `
  SELECT p.id AS "productId", NULL::int AS "variantId", p.stock,
         COALESCE(m.total, 0)::int AS ledger
  FROM product p
  LEFT JOIN (SELECT product_id, sum(quantity) AS total FROM stock_movement GROUP BY product_id) m
    ON m.product_id = p.id
  WHERE ($1::int[] IS NULL OR p.id = ANY($1)) AND p.stock <> COALESCE(m.total, 0)
  UNION ALL
  SELECT v.product_id, v.id, v.stock, COALESCE(m.total, 0)::int
  FROM product_variant v
  LEFT JOIN (SELECT variant_id, sum(quantity) AS total FROM stock_movement
             WHERE variant_id IS NOT NULL GROUP BY variant_id) m ON m.variant_id = v.id
  WHERE ($1::int[] IS NULL OR v.product_id = ANY($1)) AND v.stock <> COALESCE(m.total, 0)
  ORDER BY 1, 2 NULLS FIRST`;

/**
 * Every product and size (of `productIds`, or all) whose stock is not the sum of its movements;
 * empty when the ledger holds.
 */
export async function stockLedgerDrift(
  query: RowsQuery,
  productIds?: readonly (number | string)[],
): Promise<LedgerDrift[]> {
  const rows = (await query(DRIFT_SQL, [productIds ? productIds.map(Number) : null])) as {
    productId: number | string;
    variantId: number | string | null;
    stock: number;
    ledger: number;
  }[];
  return rows.map((row) => ({
    productId: Number(row.productId),
    variantId: row.variantId === null ? null : Number(row.variantId),
    stock: Number(row.stock),
    ledger: Number(row.ledger),
  }));
}
