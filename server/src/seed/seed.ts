import type { DataSource, EntityManager } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity';
import { BlogTag } from '../blog/blog-tag.entity';
import { readingMinutes } from '../blog/reading-time';
import { sanitizePostHtml } from '../blog/sanitize-post-html';
import { ClinicProfile } from '../clinic/clinic-profile.entity';
import { Doctor } from '../clinic/doctor.entity';
import { Category } from '../shop/category.entity';
import { Product } from '../shop/product.entity';
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
    products.map(({ categorySlug, createdAt, ...product }) => {
      const categoryId = categoryIds.get(categorySlug);
      if (categoryId === undefined)
        throw new Error(`Seed product ${product.slug}: no category ${categorySlug}`);
      return { ...product, categoryId, createdAt: new Date(createdAt) };
    }),
  );

  const tagNames = [...new Set(blogPosts.flatMap((post) => post.tags))];
  await manager.insert(
    BlogTag,
    tagNames.map((name) => ({ name })),
  );
  const tags = new Map((await manager.find(BlogTag)).map((tag) => [tag.name, tag]));
  for (const { tags: postTags, publishedAt, content, ...post } of blogPosts) {
    const clean = sanitizePostHtml(content.trim());
    await manager.save(
      manager.create(BlogPost, {
        ...post,
        content: clean,
        readingMinutes: readingMinutes(clean),
        publishedAt: publishedAt === null ? null : new Date(publishedAt),
        tags: postTags.map((name) => tags.get(name)!),
      }),
    );
  }
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
