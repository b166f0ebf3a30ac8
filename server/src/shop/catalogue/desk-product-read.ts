import type { DataSource, EntityManager } from 'typeorm';
import { Language } from '../../common/language';
import { versionsOf, type TextVersions } from '../../common/text-versions';
import type { DrugSchedule } from '../drug-schedule';
import { expiringBatches } from '../stock/near-expiry';
import { PRODUCT_TEXTS } from './product-rules';

export interface DeskProductView {
  id: number;
  slug: string;
  name: string;
  description: string;
  shortDescription: string | null;
  price: number;
  comparePrice: number | null;
  images: string[];
  categoryId: number;
  categoryName: string;
  stock: number;
  lowStockThreshold: number;
  lowStock: boolean;
  nearestExpiry: string | null;
  isFeatured: boolean;
  hsnCode: string | null;
  gstRate: number;
  prescriptionOnly: boolean;
  drugSchedule: DrugSchedule;
  hidden: boolean;
  sizes: { id: number; label: string; stock: number }[];
  /** Every language's versions, as stored; `hindi` is what the desk edits of them. */
  translations: TextVersions;
  hindi: { name: string | null; shortDescription: string | null; description: string | null };
  createdAt: Date;
}

/** The window of the near-expiry marks: from `today` to `until` (clinic dates). */
export interface ExpiryWindow {
  today: string;
  until: string;
}

const COLUMNS = `p.id, p.slug, p.name, p.description, p.short_description AS "shortDescription",
  p.price::float8 AS price, p.compare_price::float8 AS "comparePrice", p.images,
  p.category_id AS "categoryId", c.name AS "categoryName", p.stock,
  p.low_stock_threshold AS "lowStockThreshold", p.stock <= p.low_stock_threshold AS "lowStock",
  p.is_featured AS "isFeatured", p.hsn_code AS "hsnCode", p.gst_rate::float8 AS "gstRate",
  p.prescription_only AS "prescriptionOnly", p.drug_schedule AS "drugSchedule", p.hidden,
  p.created_at AS "createdAt", p.translations,
  COALESCE((SELECT json_agg(json_build_object('id', v.id, 'label', v.label, 'stock', v.stock)
              ORDER BY v.position, v.id)
            FROM product_variant v WHERE v.product_id = p.id), '[]'::json) AS sizes`;

/**
 * Products for the desk (hidden ones too) matching `where` (over `p` and its category `c`),
 * in `order`, each marked with its soonest batch expiry within the window.
 */
export async function readDeskProducts(
  db: DataSource | EntityManager,
  window: ExpiryWindow,
  where: string,
  params: unknown[],
  tail = 'ORDER BY p.name, p.id',
): Promise<DeskProductView[]> {
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM product p JOIN category c ON c.id = p.category_id
     WHERE ${where} ${tail}`,
    params,
  )) as DeskProductView[];
  if (rows.length === 0) return rows;
  const manager = 'manager' in db ? db.manager : db;
  const batches = await expiringBatches(
    manager,
    window.today,
    window.until,
    rows.map((row) => Number(row.id)),
  );
  const soonest = new Map<number, string>();
  for (const batch of batches) {
    if (!soonest.has(batch.productId)) soonest.set(batch.productId, batch.expiryDate);
  }
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    categoryId: Number(row.categoryId),
    nearestExpiry: soonest.get(Number(row.id)) ?? null,
    hindi: versionsOf(row.translations, Language.HI, PRODUCT_TEXTS),
  }));
}
