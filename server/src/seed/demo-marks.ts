import { blogPosts, BLOG_TAGS } from './data/blog-posts';
import { categories } from './data/categories';
import { clinicProfile } from './data/clinic';
import { doctors } from './data/doctors';
import { products } from './data/products';
import { demoFeedback } from './data/testimonials';

interface Queries {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Lists the demo's rows in `demo_record` (see DemoRecord): the doctors, categories, products,
 * posts and tags with the demo's slugs and names, the feedback the demo's testimonials are, and the clinic profile while it still names the
 * demo clinic. The seed calls it on the rows it has just written; the migration that made the
 * list calls it once on a database seeded before it. Rows already listed are left as they are.
 */
export async function markDemoRecords(db: Queries): Promise<void> {
  const mark = (type: string, table: string, column: string, values: readonly string[]) =>
    db.query(
      `INSERT INTO demo_record (record_type, record_id)
       SELECT $1, id::text FROM "${table}" WHERE "${column}" = ANY($2::text[])
       ON CONFLICT DO NOTHING`,
      [type, values],
    );
  await mark(
    'doctor',
    'doctor',
    'slug',
    doctors.map((d) => d.slug),
  );
  await mark(
    'category',
    'category',
    'slug',
    categories.map((c) => c.slug),
  );
  await mark(
    'product',
    'product',
    'slug',
    products.map((p) => p.slug),
  );
  await mark(
    'blog_post',
    'blog_post',
    'slug',
    blogPosts.map((p) => p.slug),
  );
  await mark('blog_tag', 'blog_tag', 'name', BLOG_TAGS);
  // The demo's testimonials: its feedback, by name and words.
  await db.query(
    `INSERT INTO demo_record (record_type, record_id)
     SELECT 'feedback', f.id::text FROM feedback f
       JOIN unnest($1::text[], $2::text[]) AS d(name, message)
         ON f.name = d.name AND f.message = d.message
     ON CONFLICT DO NOTHING`,
    [demoFeedback.map((f) => f.name), demoFeedback.map((f) => f.message)],
  );
  await db.query(
    `INSERT INTO demo_record (record_type, record_id)
     SELECT 'clinic_profile', id::text FROM clinic_profile WHERE name = $1 AND postal_code = $2
     ON CONFLICT DO NOTHING`,
    [clinicProfile.name, clinicProfile.postalCode],
  );
}
