import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity';
import { PostStatus } from '../blog/post-status';
import { readingMinutes } from '../blog/reading-time';
import { sanitizePostHtml } from '../blog/sanitize-post-html';
import { ClinicProfile } from '../clinic/clinic-profile.entity';
import { Doctor } from '../clinic/doctor.entity';
import { dataSourceOptions } from '../common/database';
import { entities } from '../entities';
import { migrations } from '../migrations';
import { Product } from '../shop/product.entity';
import { testDatabaseUrl } from '../test/test-app';
import { blogPosts, BLOG_TAGS } from './data/blog-posts';
import { categories } from './data/categories';
import { doctors } from './data/doctors';
import { products } from './data/products';
import { stockLedgerDrift } from '../shop/stock/stock-ledger-check';
import { seedDemoData } from './seed';
import { blogPostsHindi } from './data/hindi/blog-posts';
import { clinicHindi } from './data/hindi/clinic';
import { doctorsHindi } from './data/hindi/doctors';
import { productsHindi } from './data/hindi/products';

// The run's database was migrated and seeded by the global setup; these tests read what it holds.
let dataSource: DataSource;

beforeAll(async () => {
  dataSource = new DataSource(dataSourceOptions(testDatabaseUrl(), { entities, migrations }, 1));
  await dataSource.initialize();
});

afterAll(async () => {
  await dataSource?.destroy();
});

// Other suites add their own rows to this shared database, so counts are scoped to the seed's slugs.
const inSeed = (slugs: string[]) => `slug IN (${slugs.map((slug) => `'${slug}'`).join(', ')})`;
const inName = (names: readonly string[]) =>
  `name IN (${names.map((name) => `'${name.replace(/'/g, "''")}'`).join(', ')})`;
const seedProducts = inSeed(products.map((product) => product.slug));
const seedDoctors = inSeed(doctors.map((doctor) => doctor.slug));
const seedPosts = inSeed(blogPosts.map((post) => post.slug));

const count = async (table: string, where = 'true'): Promise<number> => {
  const [row] = await dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
  return row.n as number;
};

describe('seedDemoData', () => {
  it('loaded the clinic, doctors, shop and blog', async () => {
    expect(await count('clinic_profile')).toBe(1);
    expect(await count('doctor', seedDoctors)).toBe(doctors.length);
    expect(await count('doctor', `${seedDoctors} AND NOT is_available`)).toBe(1);
    expect(await count('category', inSeed(categories.map((category) => category.slug)))).toBe(
      categories.length,
    );
    expect(await count('product', seedProducts)).toBe(products.length);
    expect(await count('product', `${seedProducts} AND stock = 0`)).toBe(1);
    expect(await count('blog_tag', inName(BLOG_TAGS))).toBe(BLOG_TAGS.length);
    expect(await count('blog_post', `${seedPosts} AND status = 'PUBLISHED'`)).toBe(
      blogPosts.length - 1,
    );
    expect(await count('blog_post', `${seedPosts} AND status = 'DRAFT'`)).toBe(1);
    expect(
      await count('blog_post_tag', `blog_post_id IN (SELECT id FROM blog_post WHERE ${seedPosts})`),
    ).toBe(blogPosts.flatMap((p) => p.tags).length);
  });

  it('does nothing when the database already has data', async () => {
    const before = await count('product');
    await expect(seedDemoData(dataSource)).resolves.toBe(false);
    expect(await count('product')).toBe(before);
    expect(await count('doctor', seedDoctors)).toBe(doctors.length);
    expect(await count('blog_post', seedPosts)).toBe(blogPosts.length);
  });

  it('stores the clinic profile and working plans as the API reads them', async () => {
    const clinic = await dataSource.manager.findOneByOrFail(ClinicProfile, { id: 1 });
    expect(clinic.phones.map((p) => p.label)).toEqual(['Reception', 'Appointments', 'Pharmacy']);
    expect(clinic.hours).toHaveLength(7);
    const doctor = await dataSource.manager.findOneByOrFail(Doctor, { slug: 'dr-rajesh-sharma' });
    expect(doctor.consultationFee).toBe(500);
    expect(doctor.workingPlan[0]).toEqual({
      weekday: 1,
      start: '09:00',
      end: '17:00',
      breaks: [{ start: '12:00', end: '14:00' }],
    });
    // Read as text: the entity's date[] hydration is not what this test is about.
    const [row] = await dataSource.query(
      `SELECT days_off::text[] AS days FROM doctor WHERE slug = 'dr-rajesh-sharma'`,
    );
    expect(row.days).toEqual(doctors[0].daysOff);
  });

  it('stocks the shelves through the ledger: each product and size the sum of its movements', async () => {
    const ids = (
      (await dataSource.query(`SELECT id FROM product WHERE ${seedProducts}`)) as { id: number }[]
    ).map((row) => row.id);
    expect(await stockLedgerDrift((sql, params) => dataSource.query(sql, params), ids)).toEqual([]);
    const receipts = await count(
      'stock_movement',
      `kind = 'RECEIPT' AND batch_number LIKE 'DEMO-%' AND product_id IN (SELECT id FROM product WHERE ${seedProducts})`,
    );
    // One per product in stock without sizes, one per size of the others.
    const shelves = products.reduce(
      (n, product) =>
        n +
        (product.sizes
          ? product.sizes.filter((size) => size.stock > 0).length
          : product.stock > 0
            ? 1
            : 0),
      0,
    );
    expect(receipts).toBe(shelves);
  });

  it('links products to their categories and keeps the given creation times', async () => {
    const product = await dataSource.manager.findOneOrFail(Product, {
      where: { slug: 'haemorrhoid-relief-ointment' },
      relations: { category: true },
    });
    expect(product.category.name).toBe('Piles Care');
    expect(product.price).toBe(185);
    expect(product.createdAt.toISOString()).toBe('2026-11-18T05:30:00.000Z');
    expect(
      await count(`(SELECT DISTINCT created_at FROM product WHERE ${seedProducts}) AS d`),
    ).toBe(products.length);
  });

  it('stores sanitised post HTML with its reading time and tags', async () => {
    const post = await dataSource.manager.findOneOrFail(BlogPost, {
      where: { slug: 'piles-friendly-diet' },
      relations: { tags: true },
    });
    const seed = blogPosts.find((p) => p.slug === 'piles-friendly-diet')!;
    expect(post.content).toBe(sanitizePostHtml(seed.content.trim()));
    expect(post.readingMinutes).toBe(readingMinutes(post.content));
    expect(post.readingMinutes).toBeGreaterThanOrEqual(2);
    expect(post.status).toBe(PostStatus.PUBLISHED);
    expect(post.tags.map((t) => t.name).sort()).toEqual([...seed.tags].sort());
  });

  it('stores the Hindi versions beside the English, the posts sanitised like the English', async () => {
    const rows: { slug: string; name: string; hi: { name?: string } | null }[] =
      await dataSource.query(
        `SELECT slug, name, translations->'hi' AS hi FROM doctor WHERE ${seedDoctors}`,
      );
    expect(rows).toHaveLength(doctors.length);
    for (const row of rows) {
      expect(row.hi?.name).toBe(doctorsHindi[row.slug].name);
      expect(row.hi?.name).not.toBe(row.name);
    }
    const [post] = await dataSource.query(
      `SELECT translations->'hi' AS hi FROM blog_post WHERE slug = 'piles-friendly-diet'`,
    );
    const hindi = blogPostsHindi['piles-friendly-diet'];
    expect(post.hi.title).toBe(hindi.title);
    expect(post.hi.content).toBe(sanitizePostHtml(hindi.content!));
    expect(post.hi.content).toMatch(/[\u0900-\u097F]/);
    const [clinic] = await dataSource.query(`SELECT translations->'hi' AS hi FROM clinic_profile`);
    expect(clinic.hi.name).toBe(clinicHindi.name);
    // Every Hindi key names a seeded row (a wrong slug fails the seed itself).
    expect(Object.keys(productsHindi).every((slug) => products.some((p) => p.slug === slug))).toBe(
      true,
    );
  });
});
