import type { DataSource, EntityManager } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity';
import { BlogTag } from '../blog/blog-tag.entity';
import { PostWriter } from '../blog/post-writer';
import { ClinicProfile } from '../clinic/clinic-profile.entity';
import { Doctor } from '../clinic/doctor.entity';
import { Category } from '../shop/category.entity';
import { Product } from '../shop/product.entity';
import { ProductVariant } from '../shop/product-variant.entity';
import { blogPosts } from './data/blog-posts';
import { categories } from './data/categories';
import { clinicProfile } from './data/clinic';
import { doctors } from './data/doctors';
import { products } from './data/products';

// Any fixed number works; it only has to be the same in every process that seeds.
const SEED_LOCK_KEY = 7_042_026;

async function isEmpty(manager: EntityManager): Promise<boolean> {
  for (const entity of [ClinicProfile, Doctor, Category, Product, BlogPost, BlogTag]) {
    if ((await manager.count(entity)) > 0) return false;
  }
  return true;
}

async function insertAll(manager: EntityManager): Promise<void> {
  await manager.insert(ClinicProfile, clinicProfile);
  await manager.insert(Doctor, doctors);

  await manager.insert(Category, categories);
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

  // Posts go through the one write path: validated, tags normalised, HTML sanitised, images
  // checked, reading time computed. The demo's images are all local, so no extra hosts.
  const writer = new PostWriter(manager, { imageHosts: [] });
  for (const post of blogPosts) await writer.saveIn(manager, post);
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
