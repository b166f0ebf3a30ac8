import type { DataSource, EntityManager } from 'typeorm';
import { addDays, clinicToday } from '../../booking/clinic-time';
import { DomainError, driverError } from '../../common/errors';
import { likePattern } from '../../common/like-pattern';
import type { RequestContext } from '../../common/request-context';
import { recordStaffAudit } from '../../staff/audit/record-audit';
import { parseUploadedImage } from '../images/image-paths';
import { expiringBatches } from '../stock/near-expiry';
import { CATALOGUE_MESSAGES as M } from './catalogue-messages';
import { readDeskProducts, type DeskProductView, type ExpiryWindow } from './desk-product-read';
import {
  checkProduct,
  PRODUCT_TEXTS,
  slugFrom,
  type CheckedProduct,
  type ProductRequest,
} from './product-rules';
import { changedFields } from '../../staff/audit/changed-fields';
import { announceContentChange } from '../../common/content-changes';
import { Language } from '../../common/language';
import {
  checkVersions,
  versionsOf,
  withVersions,
  type TextVersions,
} from '../../common/text-versions';

export type DeskProductFilter = 'ALL' | 'LOW_STOCK' | 'NEAR_EXPIRY' | 'HIDDEN';

export interface CategoryRequest {
  name: string;
  slug?: string | null;
  sortOrder?: number | null;
  /** Left out: no Hindi name. */
  hindi?: { name?: string | null } | null;
}

export interface DeskCategoryView {
  id: number;
  name: string;
  slug: string;
  sortOrder: number;
  productCount: number;
  hindi: { name: string | null };
}

/** The desk lists at most this many products at once; a search narrows it. */
export const DESK_PRODUCT_LIMIT = 200;
const ID = /^[1-9]\d{0,8}$/;

/** Unique constraints a parallel save can lose to, as the field and message they stand for. */
const UNIQUE_FIELDS: Record<string, [string, string]> = {
  UQ_8cfaf4a1e80806d58e3dbe69224: ['slug', M.slugTaken],
  UQ_cb73208f151aa71cdd78f662d70: ['slug', M.categorySlugTaken],
  UQ_23c05c292c439d77b0de816b500: ['name', M.categoryNameTaken],
};

const refuse = (field: string, message: string, code: 'VALIDATION' | 'NOT_FOUND' = 'VALIDATION') =>
  new DomainError(code, message, { [field]: message });

/** The fields of a product the audit trail compares. */
const AUDITED = [
  'name',
  'slug',
  'description',
  'shortDescription',
  'price',
  'comparePrice',
  'categoryId',
  'lowStockThreshold',
  'isFeatured',
  'hsnCode',
  'gstRate',
  'prescriptionOnly',
  'drugSchedule',
  'images',
  'hindi',
] as const;

/** The product columns the desk edits, in the order editableValues lists their values. */
const EDITABLE_COLUMNS = [
  'slug',
  'name',
  'description',
  'short_description',
  'price',
  'compare_price',
  'images',
  'category_id',
  'is_featured',
  'hsn_code',
  'gst_rate',
  'prescription_only',
  'drug_schedule',
  'low_stock_threshold',
  'translations',
];

function editableValues(
  product: CheckedProduct,
  images: string[],
  translations: TextVersions | null,
): unknown[] {
  return [
    product.slug,
    product.name,
    product.description,
    product.shortDescription,
    product.price,
    product.comparePrice,
    images,
    product.categoryId,
    product.isFeatured,
    product.hsnCode,
    product.gstRate,
    product.prescriptionOnly,
    product.drugSchedule,
    product.lowStockThreshold,
    withVersions(translations, Language.HI, PRODUCT_TEXTS, product.hindi),
  ];
}

/**
 * The pharmacy desk's products and categories: create, edit, hide. Stock is never set here: it
 * changes only through the ledger (stock-desk.service.ts). Every change writes its audit row in
 * its own transaction.
 */
export class CatalogueDeskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly expiryWarningDays: number,
  ) {}

  private window(ctx: RequestContext): ExpiryWindow {
    const today = clinicToday(ctx.now());
    return { today, until: addDays(today, this.expiryWarningDays) };
  }

  /** Products by name, hidden ones too, filtered; at most DESK_PRODUCT_LIMIT. */
  async products(
    ctx: RequestContext,
    { search, filter }: { search?: string | null; filter?: DeskProductFilter | null },
  ): Promise<DeskProductView[]> {
    const window = this.window(ctx);
    const conditions: string[] = [];
    const params: unknown[] = [];
    const text = search?.trim();
    if (text) {
      params.push(likePattern(text));
      conditions.push(`(p.name ILIKE $${params.length} OR p.slug ILIKE $${params.length})`);
    }
    if (filter === 'LOW_STOCK')
      conditions.push('p.stock <= p.low_stock_threshold AND NOT p.hidden');
    if (filter === 'HIDDEN') conditions.push('p.hidden');
    if (filter === 'NEAR_EXPIRY') {
      const ids = [
        ...new Set(
          (await expiringBatches(this.dataSource.manager, window.today, window.until)).map(
            (batch) => batch.productId,
          ),
        ),
      ];
      params.push(ids);
      conditions.push(`p.id = ANY($${params.length}::int[])`);
    }
    return readDeskProducts(
      this.dataSource,
      window,
      conditions.join(' AND ') || 'true',
      params,
      `ORDER BY p.name, p.id LIMIT ${DESK_PRODUCT_LIMIT}`,
    );
  }

  async product(ctx: RequestContext, id: string): Promise<DeskProductView> {
    return this.byId(this.dataSource, ctx, id);
  }

  private async byId(
    db: DataSource | EntityManager,
    ctx: RequestContext,
    id: string | number,
  ): Promise<DeskProductView> {
    const [product] = ID.test(String(id))
      ? await readDeskProducts(db, this.window(ctx), 'p.id = $1', [Number(id)])
      : [];
    if (!product) throw refuse('id', M.productNotFound, 'NOT_FOUND');
    return product;
  }

  /** A new product, on no shelf yet (stock 0): stock comes in through a receipt. */
  async create(ctx: RequestContext, request: ProductRequest): Promise<DeskProductView> {
    const product = checkProduct(request);
    return this.write(async (manager) => {
      await this.checkCategory(manager, product.categoryId);
      await this.checkSlug(manager, product.slug, null);
      const images = await this.checkImages(manager, product.images ?? [], []);
      // Stock starts at 0: it comes only by the ledger (a receipt).
      const [{ id }] = (await manager.query(
        `INSERT INTO product (${EDITABLE_COLUMNS.join(', ')}, stock)
         VALUES (${EDITABLE_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, 0) RETURNING id`,
        editableValues(product, images, null),
      )) as { id: number }[];
      await this.writeSizes(manager, id, [], product.sizes, 0);
      const after = await this.byId(manager, ctx, id);
      await recordStaffAudit(manager, ctx, {
        action: 'product.create',
        recordType: 'product',
        recordId: id,
        after: { ...auditedOf(after), sizes: after.sizes.map((size) => size.label) },
      });
      await announceContentChange(manager, 'shop');
      return after;
    });
  }

  /** Edits a product's details and sizes (a new size starts at 0; stock moves by the ledger). */
  async update(ctx: RequestContext, id: string, request: ProductRequest): Promise<DeskProductView> {
    const product = checkProduct(request);
    return this.write(async (manager) => {
      const before = await this.locked(manager, ctx, id);
      await this.checkCategory(manager, product.categoryId);
      await this.checkSlug(manager, product.slug, before.id);
      const images = await this.checkImages(
        manager,
        product.images ?? before.images,
        before.images,
      );
      await manager.query(
        `UPDATE product SET ${EDITABLE_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ')}
         WHERE id = $1`,
        [before.id, ...editableValues(product, images, before.translations)],
      );
      await this.writeSizes(manager, before.id, before.sizes, product.sizes, before.stock);
      const after = await this.byId(manager, ctx, before.id);
      const [was, is] = changedFields(
        { ...auditedOf(before), sizes: before.sizes.map((size) => size.label) },
        { ...auditedOf(after), sizes: after.sizes.map((size) => size.label) },
      );
      if (Object.keys(is).length > 0) {
        await recordStaffAudit(manager, ctx, {
          action: 'product.update',
          recordType: 'product',
          recordId: before.id,
          before: was,
          after: is,
        });
        await announceContentChange(manager, 'shop');
      }
      return after;
    });
  }

  /** Takes a product off the shop, or puts it back; its orders keep their lines either way. */
  async setHidden(ctx: RequestContext, id: string, hidden: boolean): Promise<DeskProductView> {
    return this.write(async (manager) => {
      const before = await this.locked(manager, ctx, id);
      if (before.hidden === hidden) return before;
      await manager.query(`UPDATE product SET hidden = $2 WHERE id = $1`, [before.id, hidden]);
      await recordStaffAudit(manager, ctx, {
        action: hidden ? 'product.hide' : 'product.unhide',
        recordType: 'product',
        recordId: before.id,
        before: { hidden: before.hidden },
        after: { hidden },
      });
      await announceContentChange(manager, 'shop');
      return this.byId(manager, ctx, before.id);
    });
  }

  /** Every category in display order, with its products (hidden ones too). */
  async categories(): Promise<DeskCategoryView[]> {
    return this.categoriesWhere(this.dataSource, 'true', []);
  }

  private async categoriesWhere(
    db: DataSource | EntityManager,
    where: string,
    params: unknown[],
  ): Promise<DeskCategoryView[]> {
    const rows = (await db.query(
      `SELECT c.id, c.name, c.slug, c.sort_order AS "sortOrder", c.translations,
         (SELECT count(*)::int FROM product p WHERE p.category_id = c.id) AS "productCount"
       FROM category c WHERE ${where} ORDER BY c.sort_order, c.name`,
      params,
    )) as (Omit<DeskCategoryView, 'hindi'> & { translations: TextVersions })[];
    return rows.map(({ translations, ...row }) => ({
      ...row,
      id: Number(row.id),
      hindi: versionsOf(translations, Language.HI, ['name']),
    }));
  }

  async createCategory(ctx: RequestContext, request: CategoryRequest): Promise<DeskCategoryView> {
    const category = checkCategory(request);
    return this.write(async (manager) => {
      await this.checkCategoryUnique(manager, category, null);
      const [{ id }] = (await manager.query(
        `INSERT INTO category (name, slug, sort_order, translations)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [
          category.name,
          category.slug,
          category.sortOrder,
          withVersions(null, Language.HI, ['name'], category.hindi),
        ],
      )) as { id: number }[];
      await recordStaffAudit(manager, ctx, {
        action: 'category.create',
        recordType: 'category',
        recordId: id,
        after: category,
      });
      await announceContentChange(manager, 'shop');
      const [created] = await this.categoriesWhere(manager, 'c.id = $1', [id]);
      return created;
    });
  }

  async updateCategory(
    ctx: RequestContext,
    id: string,
    request: CategoryRequest,
  ): Promise<DeskCategoryView> {
    const category = checkCategory(request);
    return this.write(async (manager) => {
      const [row] = ID.test(id)
        ? ((await manager.query(
            `SELECT name, slug, sort_order AS "sortOrder", translations
             FROM category WHERE id = $1 FOR UPDATE`,
            [Number(id)],
          )) as { name: string; slug: string; sortOrder: number; translations: TextVersions }[])
        : [];
      if (!row) throw refuse('id', M.categoryUnknown, 'NOT_FOUND');
      const { translations, ...stored } = row;
      const hindiName = versionsOf(translations, Language.HI, ['name']).name;
      const before = { ...stored, hindi: hindiName ? { name: hindiName } : {} };
      await this.checkCategoryUnique(manager, category, Number(id));
      await manager.query(
        `UPDATE category SET name = $2, slug = $3, sort_order = $4, translations = $5
         WHERE id = $1`,
        [
          Number(id),
          category.name,
          category.slug,
          category.sortOrder,
          withVersions(translations, Language.HI, ['name'], category.hindi),
        ],
      );
      const [was, is] = changedFields(before, category);
      if (Object.keys(is).length > 0) {
        await recordStaffAudit(manager, ctx, {
          action: 'category.update',
          recordType: 'category',
          recordId: id,
          before: was,
          after: is,
        });
        await announceContentChange(manager, 'shop');
      }
      const [updated] = await this.categoriesWhere(manager, 'c.id = $1', [Number(id)]);
      return updated;
    });
  }

  /** A transaction whose unique-name races end as field messages, not 500s. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      const { code, constraint } = driverError(error);
      const field = UNIQUE_FIELDS[constraint ?? ''];
      if (code === '23505' && field) throw refuse(field[0], field[1]);
      if (constraint === 'product_schedule_x_hidden') throw refuse('drugSchedule', M.scheduleX);
      throw error;
    }
  }

  private async locked(
    manager: EntityManager,
    ctx: RequestContext,
    id: string,
  ): Promise<DeskProductView> {
    if (ID.test(id)) {
      await manager.query(`SELECT id FROM product WHERE id = $1 FOR UPDATE`, [Number(id)]);
    }
    return this.byId(manager, ctx, id);
  }

  private async checkCategory(manager: EntityManager, categoryId: number): Promise<void> {
    const [found] = (await manager.query(`SELECT id FROM category WHERE id = $1`, [
      categoryId,
    ])) as unknown[];
    if (!found) throw refuse('categoryId', M.categoryUnknown);
  }

  private async checkCategoryUnique(
    manager: EntityManager,
    category: { name: string; slug: string },
    id: number | null,
  ): Promise<void> {
    const [taken] = (await manager.query(
      `SELECT lower(name) = lower($1) AS "sameName" FROM category
       WHERE (lower(name) = lower($1) OR slug = $2) AND id IS DISTINCT FROM $3
       ORDER BY 1 DESC LIMIT 1`,
      [category.name, category.slug, id],
    )) as { sameName: boolean }[];
    if (taken?.sameName) throw refuse('name', M.categoryNameTaken);
    if (taken) throw refuse('slug', M.categorySlugTaken);
  }

  private async checkSlug(manager: EntityManager, slug: string, id: number | null) {
    const [taken] = (await manager.query(
      `SELECT id FROM product WHERE slug = $1 AND id IS DISTINCT FROM $2`,
      [slug, id],
    )) as unknown[];
    if (taken) throw refuse('slug', M.slugTaken);
  }

  /** Each image is already the product's, or an upload stored in product_image. */
  private async checkImages(
    manager: EntityManager,
    images: readonly string[],
    current: readonly string[],
  ): Promise<string[]> {
    const uploads = images
      .filter((path) => !current.includes(path))
      .map((path) => ({ path, upload: parseUploadedImage(path) }));
    if (uploads.some(({ upload }) => !upload)) throw refuse('images', M.images);
    if (uploads.length > 0) {
      const [{ found }] = (await manager.query(
        `SELECT count(*)::int AS found FROM product_image i
         JOIN unnest($1::text[], $2::int[]) AS u(sha256, width)
           ON i.sha256 = u.sha256 AND i.width = u.width`,
        [uploads.map(({ upload }) => upload!.sha256), uploads.map(({ upload }) => upload!.width)],
      )) as { found: number }[];
      if (found !== uploads.length) throw refuse('images', M.images);
    }
    return [...images];
  }

  /**
   * Sizes as the form lists them: kept ones relabelled and reordered, new ones added at stock 0,
   * missing ones removed (only when empty and never ordered). A product holding stock of its own
   * cannot start selling in sizes: its stock would no longer be the sum of theirs.
   */
  private async writeSizes(
    manager: EntityManager,
    productId: number,
    before: readonly { id: number; label: string; stock: number }[],
    after: CheckedProduct['sizes'],
    stock: number,
  ): Promise<void> {
    const known = new Map(before.map((size) => [Number(size.id), size]));
    if (after.some((size) => size.id !== null && !known.has(size.id))) {
      throw refuse('sizes', M.sizeUnknown);
    }
    if (before.length === 0 && after.length > 0 && stock > 0) {
      throw refuse('sizes', M.sizesNeedEmptyShelf);
    }
    const keep = new Set(after.map((size) => size.id).filter((id) => id !== null));
    const removed = before.filter((size) => !keep.has(Number(size.id)));
    if (removed.length > 0) {
      const ids = removed.map((size) => Number(size.id));
      const busy = (await manager.query(
        `SELECT v.id FROM product_variant v WHERE v.id = ANY($1::int[])
           AND (v.stock <> 0 OR EXISTS (SELECT 1 FROM order_item i WHERE i.variant_id = v.id))
         ORDER BY v.id`,
        [ids],
      )) as { id: number }[];
      if (busy.length > 0) {
        const label = removed.find((size) => Number(size.id) === Number(busy[0].id))!.label;
        throw refuse('sizes', M.sizeInUse(label));
      }
      await manager.query(`DELETE FROM product_variant WHERE id = ANY($1::int[])`, [ids]);
    }
    // Labels are unique per product: park kept ones under temporary labels first, so M and L
    // can swap names in one save.
    if (keep.size > 0) {
      await manager.query(
        `UPDATE product_variant SET label = '~' || id WHERE id = ANY($1::int[])`,
        [[...keep]],
      );
    }
    for (const [position, size] of after.entries()) {
      if (size.id === null) {
        await manager.query(
          `INSERT INTO product_variant (product_id, label, stock, position) VALUES ($1, $2, 0, $3)`,
          [productId, size.label, position],
        );
      } else {
        await manager.query(`UPDATE product_variant SET label = $2, position = $3 WHERE id = $1`, [
          size.id,
          size.label,
          position,
        ]);
      }
    }
  }
}

function auditedOf(product: DeskProductView): Record<string, unknown> {
  return Object.fromEntries(AUDITED.map((key) => [key, product[key]]));
}

function checkCategory(request: CategoryRequest): {
  name: string;
  slug: string;
  sortOrder: number;
  hindi: Record<string, string>;
} {
  const name = request.name.trim();
  const fields: Record<string, string> = {};
  if (!name || [...name].length > 60) fields.name = M.categoryName;
  const slug = request.slug?.trim().toLowerCase() || slugFrom(name);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 80) fields.slug = M.slug;
  const sortOrder = request.sortOrder ?? 0;
  if (!Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > 1000)
    fields.sortOrder = M.sortOrder;
  const hindi = checkVersions(request.hindi, { name: 60 }, fields, M.hindi);
  if (Object.keys(fields).length > 0)
    throw new DomainError('VALIDATION', Object.values(fields)[0], fields);
  return { name, slug, sortOrder, hindi };
}
