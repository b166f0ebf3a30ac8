import { likePattern } from '../common/like-pattern';
import { graphql, startTestApp, type TestApp } from '../test/test-app';

// The shop search reads one lower-cased text of a product's three texts (PRODUCT_SEARCH_TEXT and
// its trigram index): every search must find exactly what the three ILIKEs it replaced found,
// on the demo data and on products written to catch the differences (case, Hindi, LIKE's own
// characters, line breaks, a phrase across two texts, no short description).

const PRODUCTS = `query Products($search: String, $pageSize: Int) {
  products(search: $search, pageSize: $pageSize) { total items { id } }
}`;

/** What the shop answered before the joined text: the three columns, each ILIKE the pattern. */
const BEFORE = `FROM product p JOIN category c ON c.id = p.category_id
  WHERE p.hidden = false AND (p.name ILIKE $1 OR p.short_description ILIKE $1
    OR p.description ILIKE $1)`;

const TAG = 'qx7search';

/** [name, short description, description] of the generated products. */
const GENERATED: [string, string | null, string][] = [
  [`${TAG} Alpha`, 'Beta gamma', 'Plain text'],
  [`${TAG} KNEE Brace`, null, 'Supports the knee.\nWashable.'],
  [`${TAG} ayurvedic oil`, 'Ayurveda', 'बवासीर के लिए तेल'],
  [`${TAG} 100% cotton`, 'under_score', 'back\\slash and 50% off'],
  [`${TAG} İstanbul Ölçü`, 'ÆSIR straße', 'Line one\nline two'],
  [`${TAG} Sitz bath`, 'sitz', 'SITZ'],
  [`${TAG} nothing`, '', ''],
];

const SEARCHES = [
  // On the demo data.
  'relief',
  'Piles',
  'CREAM',
  'ayur',
  'tablet',
  'for piles',
  'zzzz-no-match',
  '%',
  '_',
  '\\',
  // On the generated products.
  TAG,
  'alpha beta',
  'alpha\nbeta',
  'alpha',
  'beta gamma',
  'knee brace',
  'KNEE.',
  'knee.\nwash',
  'बवासीर',
  'तेल',
  '100%',
  '100% c',
  'under_score',
  'under score',
  'back\\slash',
  '50% off',
  'i̇stanbul',
  'İSTANBUL',
  'ölçü',
  'æsir',
  'straße',
  'line one\nline',
  'one line',
  'sitz',
  'beta\nplain',
];

describe('product search over the joined text', () => {
  let app: TestApp;

  beforeAll(async () => {
    // Some 40 searches from one address within seconds: past a patient's budget of searches.
    app = await startTestApp({ expensiveReadsPerMinute: 1_000 });
    const [category] = (await app.dataSource.query(
      `SELECT id FROM category ORDER BY id LIMIT 1`,
    )) as { id: number }[];
    for (const [i, [name, short, description]] of GENERATED.entries()) {
      await app.dataSource.query(
        `INSERT INTO product (slug, name, short_description, description, price, category_id)
         VALUES ($1, $2, $3, $4, 100, $5)`,
        [`${TAG}-${i}`, name, short, description, category.id],
      );
    }
  });

  afterAll(async () => {
    await app.dataSource.query(`DELETE FROM product WHERE slug LIKE '${TAG}-%'`);
    await app.close();
  });

  it.each(SEARCHES.map((search) => [JSON.stringify(search), search]))(
    'finds for %s what the three ILIKEs found',
    async (_label, search) => {
      const { data, errors } = await graphql<{
        products: { total: number; items: { id: string }[] };
      }>(app.url, PRODUCTS, { search, pageSize: 100 });
      expect(errors).toBeUndefined();
      const pattern = likePattern(search.trim());
      const before = (await app.dataSource.query(
        `SELECT p.id::text AS id ${BEFORE} ORDER BY p.created_at DESC, p.id DESC LIMIT 100`,
        [pattern],
      )) as { id: string }[];
      const [{ n }] = (await app.dataSource.query(`SELECT count(*)::int AS n ${BEFORE}`, [
        pattern,
      ])) as { n: number }[];
      expect(data!.products.items.map((item) => item.id)).toEqual(before.map((row) => row.id));
      expect(data!.products.total).toBe(n);
    },
  );

  it('finds the generated products it was written for', async () => {
    const found = async (search: string) => {
      const { data, errors } = await graphql<{ products: { total: number } }>(app.url, PRODUCTS, {
        search,
      });
      expect(errors).toBeUndefined();
      return data!.products.total;
    };
    expect(await found(TAG)).toBe(GENERATED.length);
    expect(await found('knee.\nwash')).toBe(1);
    expect(await found('बवासीर')).toBeGreaterThanOrEqual(1);
    expect(await found('100% c')).toBe(1);
    // A phrase across the name and the short description was never a match.
    expect(await found('alpha beta')).toBe(0);
    expect(await found('alpha\nbeta')).toBe(0);
  });
});
