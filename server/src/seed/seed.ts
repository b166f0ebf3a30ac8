import type { DataSource, EntityManager } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity';
import { BlogTag } from '../blog/blog-tag.entity';
import { PostWriter } from '../blog/post-writer';
import { ClinicProfile } from '../clinic/clinic-profile.entity';
import { Doctor } from '../clinic/doctor.entity';
import { Category } from '../shop/category.entity';
import { Product } from '../shop/product.entity';
import { ProductVariant } from '../shop/product-variant.entity';
import { addDays, clinicToday } from '../booking/clinic-time';
import { recordMovements } from '../shop/stock/stock-ledger';
import { StockMovementKind } from '../shop/stock/stock-movement-kind';
import { blogPosts } from './data/blog-posts';
import { categories } from './data/categories';
import { clinicProfile } from './data/clinic';
import { doctors } from './data/doctors';
import { products } from './data/products';
import { demoClaims, demoFeedback } from './data/testimonials';
import { ClinicClaims } from '../clinic/clinic-claims.entity';
import { Feedback } from '../messages/feedback.entity';
import { InboxState } from '../messages/inbox/inbox-state';
import { hindiVersions } from './data/hindi';
import { storeContentVersions } from './text-versions-seed';
import { Language } from '../common/language';
import { markDemoRecords } from './demo-marks';

// Any fixed number works; it only has to be the same in every process that seeds.
const SEED_LOCK_KEY = 7_042_026;

async function isEmpty(manager: EntityManager): Promise<boolean> {
  for (const entity of [ClinicProfile, Doctor, Category, Product, BlogPost, BlogTag]) {
    if ((await manager.count(entity)) > 0) return false;
  }
  return true;
}

async function insertAll(manager: EntityManager): Promise<void> {
  // Copies: insert() writes the new ids into the objects it is given, and a second seed in the
  // same process (a test's own database) must not send the first one's ids.
  await manager.insert(ClinicProfile, { ...clinicProfile });
  await manager.insert(
    Doctor,
    doctors.map((doctor) => ({ ...doctor })),
  );

  await manager.insert(
    Category,
    categories.map((category) => ({ ...category })),
  );
  const categoryIds = new Map(
    (await manager.find(Category)).map((category) => [category.slug, category.id]),
  );
  await manager.insert(
    Product,
    products.map(({ categorySlug, createdAt, sizes: _sizes, ...product }) => {
      const categoryId = categoryIds.get(categorySlug);
      if (categoryId === undefined)
        throw new Error(`Seed product ${product.slug}: no category ${categorySlug}`);
      return { ...product, categoryId, createdAt: new Date(createdAt) };
    }),
  );

  const productIds = new Map(
    (await manager.find(Product)).map((product) => [product.slug, product.id]),
  );
  await manager.insert(
    ProductVariant,
    products.flatMap(({ slug, sizes = [] }) =>
      sizes.map((size, position) => ({ ...size, position, productId: productIds.get(slug)! })),
    ),
  );

  await openingStock(manager);

  // Posts go through the one write path: validated, tags normalised, HTML sanitised, images
  // checked, reading time computed. The demo's images are all local, so no extra hosts.
  const writer = new PostWriter(manager, { imageHosts: [] });
  for (const post of blogPosts) await writer.saveIn(manager, post);

  await storeContentVersions(manager, Language.HI, hindiVersions);

  await demoTestimonials(manager);
  // Every row above is the demo's: listed so the clinic can remove them later (demo-marks.ts).
  await markDemoRecords(manager);
}

/** The demo's approved feedback (its testimonials and ratings) and the hero's claims. */
async function demoTestimonials(manager: EntityManager): Promise<void> {
  const doctorIds = new Map((await manager.find(Doctor)).map((doctor) => [doctor.slug, doctor.id]));
  const now = Date.now();
  await manager.insert(
    Feedback,
    demoFeedback.map(({ doctorSlug, daysAgo, ...feedback }) => {
      const at = new Date(now - daysAgo * 86_400_000);
      return {
        ...feedback,
        consentToPublish: true,
        doctorId: doctorIds.get(doctorSlug) ?? null,
        inboxState: InboxState.ARCHIVED,
        createdAt: at,
        testimonialApprovedAt: at,
      };
    }),
  );
  await manager.insert(ClinicClaims, { id: 1, ...demoClaims, updatedAt: new Date(now) });
}

/**
 * The demo shelves' stock as the ledger has it: one supplier delivery (RECEIPT) per product, or
 * per size, with a batch number and an expiry date from today. A few batches expire within the
 * desk's warning window, so the near-expiry list has something to show.
 */
async function openingStock(manager: EntityManager): Promise<void> {
  const shelves = (await manager.query(
    `SELECT p.id AS "productId", v.id AS "variantId", COALESCE(v.stock, p.stock) AS stock
     FROM product p LEFT JOIN product_variant v ON v.product_id = p.id
     WHERE COALESCE(v.stock, p.stock) > 0 ORDER BY p.id, v.position, v.id`,
  )) as { productId: number; variantId: number | null; stock: number }[];
  const today = clinicToday(new Date());
  await recordMovements(
    manager,
    shelves.map((shelf, i) => ({
      productId: shelf.productId,
      variantId: shelf.variantId,
      kind: StockMovementKind.RECEIPT,
      quantity: shelf.stock,
      batchNumber: `DEMO-${String(i + 1).padStart(4, '0')}`,
      // Every seventh batch within two months; the rest one to two years away.
      expiryDate: addDays(today, i % 7 === 3 ? 30 + i : 365 + 20 * i),
      reason: 'Opening stock',
    })),
    { actor: { kind: 'system' } },
  );
}

/**
 * Loads the demo clinic, doctors, shop and blog into an empty database, in one transaction.
 * Returns true when it inserted the data, false when the database already had some (nothing is
 * touched then, so a restart never duplicates or overwrites what the clinic has edited).
 */
export async function seedDemoData(dataSource: DataSource): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    // Two processes starting together on one database: the second waits, then sees the rows.
    await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (!(await isEmpty(manager))) return false;
    await insertAll(manager);
    return true;
  });
}
