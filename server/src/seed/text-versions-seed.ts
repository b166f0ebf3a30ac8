import type { EntityManager } from 'typeorm';
import { sanitizePostHtml } from '../blog/sanitize-post-html';
import type { Language } from '../common/language';
import type {
  BlogPostHindi,
  CategoryHindi,
  ClinicHindi,
  DoctorHindi,
  ProductHindi,
} from './data/hindi/content-versions';

/** One language's versions of the demo content, keyed by slug (the clinic has one profile). */
export interface ContentVersions {
  doctors: Record<string, DoctorHindi>;
  categories: Record<string, CategoryHindi>;
  products: Record<string, ProductHindi>;
  blogPosts: Record<string, BlogPostHindi>;
  clinic: ClinicHindi;
}

/**
 * Stores `versions` as `language`'s texts of the rows with those slugs, one statement a table.
 * A slug that names no row is a mistake in the seed data and fails the seed.
 */
async function storeBySlug(
  manager: EntityManager,
  table: 'doctor' | 'category' | 'product' | 'blog_post',
  language: Language,
  versions: Record<string, object>,
): Promise<void> {
  const slugs = Object.keys(versions);
  if (slugs.length === 0) return;
  const rows = (await manager.query(
    `WITH stored AS (
       UPDATE "${table}" t SET translations = t.translations || jsonb_build_object($2::text, v.value)
       FROM jsonb_each($1::jsonb) AS v(slug, value) WHERE t.slug = v.slug RETURNING t.slug)
     SELECT slug FROM stored`,
    [JSON.stringify(versions), language],
  )) as { slug: string }[];
  const stored = new Set(rows.map((row) => row.slug));
  const unknown = slugs.filter((slug) => !stored.has(slug));
  if (unknown.length > 0) {
    throw new Error(`Seed ${language} versions name no ${table}: ${unknown.join(', ')}`);
  }
}

/** The demo content's texts in `language`, beside the English the seed has just written. */
export async function storeContentVersions(
  manager: EntityManager,
  language: Language,
  versions: ContentVersions,
): Promise<void> {
  await storeBySlug(manager, 'doctor', language, versions.doctors);
  await storeBySlug(manager, 'category', language, versions.categories);
  await storeBySlug(manager, 'product', language, versions.products);
  // Through the same sanitiser as every post's English HTML.
  const posts = Object.fromEntries(
    Object.entries(versions.blogPosts).map(([slug, post]) => [
      slug,
      post.content === undefined ? post : { ...post, content: sanitizePostHtml(post.content) },
    ]),
  );
  await storeBySlug(manager, 'blog_post', language, posts);
  await manager.query(
    `UPDATE clinic_profile SET translations = translations || jsonb_build_object($2::text, $1::jsonb)`,
    [JSON.stringify(versions.clinic), language],
  );
}
