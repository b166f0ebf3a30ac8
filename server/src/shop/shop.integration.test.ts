import { getJson, graphql, startTestApp, type TestApp } from '../test/test-app';

const PRODUCTS = `query Products($search: String, $category: String, $sortBy: ProductSort, $page: Int,
  $pageSize: Int) {
  products(search: $search, category: $category, sortBy: $sortBy, page: $page, pageSize: $pageSize) {
    total totalIsLowerBound page pageSize
    items { id slug name description shortDescription price comparePrice images stock isFeatured
      createdAt category { slug name } }
  }
}`;

interface ProductItem {
  id: string;
  slug: string;
  name: string;
  description: string;
  shortDescription: string | null;
  price: number;
  createdAt: string;
  category: { slug: string; name: string };
}

const sorted = <T>(list: T[], compare: (a: T, b: T) => number) => [...list].sort(compare);

describe('shop', () => {
  let app: TestApp;
  let all: ProductItem[];

  beforeAll(async () => {
    app = await startTestApp();
    // Every product on sale, whatever other suites have added: a page of 100 at a time.
    all = [];
    for (let page = 1; ; page += 1) {
      const { items, total } = (await graphql(app.url, PRODUCTS, { pageSize: 100, page })).data!
        .products;
      all.push(...items);
      if (all.length >= total || items.length === 0) break;
    }
  });

  afterAll(async () => {
    await app.close();
  });

  describe('GraphQL', () => {
    it('pages products newest first with a total', async () => {
      const { data, errors } = await graphql(app.url, PRODUCTS);
      expect(errors).toBeUndefined();
      const page = data!.products;
      expect(page.total).toBeGreaterThanOrEqual(24);
      expect(page).toMatchObject({ page: 1, pageSize: 24, totalIsLowerBound: false });
      expect(page.items).toHaveLength(24);
      const times = (page.items as ProductItem[]).map((p) => Date.parse(p.createdAt));
      expect(times).toEqual(sorted(times, (a, b) => b - a));

      const second = (await graphql(app.url, PRODUCTS, { page: 2 })).data!.products;
      expect(second.items).toHaveLength(Math.min(24, page.total - 24));
      const firstIds = new Set((page.items as ProductItem[]).map((p) => p.id));
      expect((second.items as ProductItem[]).some((p) => firstIds.has(p.id))).toBe(false);
    });

    it('sorts by price both ways and by name', async () => {
      const prices = async (sortBy: string) =>
        (
          (await graphql(app.url, PRODUCTS, { sortBy, pageSize: 100 })).data!.products
            .items as ProductItem[]
        ).map((p) => p.price);
      const up = await prices('PRICE_ASC');
      expect(up).toEqual(sorted(up, (a, b) => a - b));
      const down = await prices('PRICE_DESC');
      expect(down).toEqual(sorted(down, (a, b) => b - a));
      const names = (
        (await graphql(app.url, PRODUCTS, { sortBy: 'NAME', pageSize: 100 })).data!.products
          .items as ProductItem[]
      ).map((p) => p.name.toLowerCase());
      expect(names[0] <= names[names.length - 1]).toBe(true);
    });

    it('filters by category slug or name', async () => {
      const { category } = all[0];
      const bySlug = (await graphql(app.url, PRODUCTS, { category: category.slug, pageSize: 100 }))
        .data!.products;
      expect(bySlug.total).toBe(all.filter((p) => p.category.slug === category.slug).length);
      for (const p of bySlug.items as ProductItem[]) expect(p.category.slug).toBe(category.slug);
      const byName = (await graphql(app.url, PRODUCTS, { category: category.name })).data!.products;
      expect(byName.total).toBe(bySlug.total);
    });

    it('finds a product by a word only in its description', async () => {
      // A word of one product's description only: in no other product, nor in its own name.
      const text = (p: ProductItem) => `${p.name} ${p.shortDescription} ${p.description}`;
      const onlyIn = (p: ProductItem, w: string) =>
        !`${p.name} ${p.shortDescription}`.toLowerCase().includes(w.toLowerCase()) &&
        all.every((o) => o === p || !text(o).toLowerCase().includes(w.toLowerCase()));
      const product = all.find((p) =>
        p.description.split(/\W+/).some((w) => w.length > 6 && onlyIn(p, w)),
      )!;
      const word = product.description
        .split(/\W+/)
        .find((w) => w.length > 6 && onlyIn(product, w))!;
      const found = (await graphql(app.url, PRODUCTS, { search: word.toUpperCase() })).data!
        .products.items as ProductItem[];
      expect(found.map((p) => p.slug)).toContain(product.slug);
    });

    it('treats % and _ in a search literally', async () => {
      const { data } = await graphql(app.url, PRODUCTS, { search: '%', pageSize: 100 });
      expect(data!.products.total).toBeLessThan(all.length);
      for (const p of data!.products.items as ProductItem[]) {
        expect(`${p.name} ${p.shortDescription} ${p.description}`).toContain('%');
      }
      const underscore = await graphql(app.url, PRODUCTS, { search: '_' });
      expect(underscore.data!.products.total).toBe(0);
    });

    it('returns one product by slug, NOT_FOUND otherwise', async () => {
      const { data } = await graphql(
        app.url,
        `
          query P($slug: String!) {
            product(slug: $slug) {
              name
              category {
                name
              }
            }
          }
        `,
        { slug: all[0].slug },
      );
      expect(data!.product.name).toBe(all[0].name);
      const missing = await graphql(
        app.url,
        `
          {
            product(slug: "no-such-thing") {
              name
            }
          }
        `,
      );
      expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
    });

    it('counts up to 1,000 matches and says when there are more', async () => {
      await app.dataSource.query(
        `INSERT INTO product (slug, name, description, price, category_id, stock)
         SELECT 'bulk-' || g, 'Bulkitem ' || g, 'Generated', 10, (SELECT min(id) FROM category), 1
         FROM generate_series(1, 1001) AS g`,
      );
      try {
        const { data } = await graphql(app.url, PRODUCTS, { search: 'bulkitem' });
        expect(data!.products).toMatchObject({ total: 1000, totalIsLowerBound: true });
        expect(data!.products.items).toHaveLength(24);
        const few = await graphql(app.url, PRODUCTS, { search: 'bulkitem 1001' });
        expect(few.data!.products).toMatchObject({ total: 1, totalIsLowerBound: false });
      } finally {
        await app.dataSource.query(`DELETE FROM product WHERE slug LIKE 'bulk-%'`);
      }
    });

    it("returns a cart's products as they are now, leaving out unknown ids", async () => {
      const { data, errors } = await graphql(
        app.url,
        `
          query Cart($ids: [ID!]!) {
            productsByIds(ids: $ids) {
              id
              name
              price
              stock
            }
          }
        `,
        { ids: [all[0].id, '999999999', all[1].id] },
      );
      expect(errors).toBeUndefined();
      const ids = (data!.productsByIds as { id: string }[]).map((p) => p.id).sort();
      expect(ids).toEqual([all[0].id, all[1].id].sort());
      const bad = await graphql(
        app.url,
        `
          query Cart($ids: [ID!]!) {
            productsByIds(ids: $ids) {
              id
            }
          }
        `,
        { ids: ['abc'] },
      );
      expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    });

    it('counts products per category, in display order', async () => {
      const { data } = await graphql(
        app.url,
        `
          {
            categories {
              slug
              name
              count
            }
          }
        `,
      );
      const categories = data!.categories as { slug: string; count: number }[];
      expect(categories.filter((c) => c.count > 0).length).toBeGreaterThanOrEqual(5);
      expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.length);
      for (const c of categories) {
        expect(c.count).toBe(all.filter((p) => p.category.slug === c.slug).length);
      }
    });

    it.each([
      [{ page: 0 }, 'page'],
      [{ pageSize: 1000 }, 'pageSize'],
      [{ search: 'x'.repeat(500) }, 'search'],
    ])('refuses %j with BAD_USER_INPUT naming the field', async (variables, field) => {
      const { status, errors } = await graphql(app.url, PRODUCTS, variables);
      expect(status).toBe(200);
      expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(errors![0].extensions!.fields).toHaveProperty(field);
      expect(errors![0].message).toContain(field);
      expect(JSON.stringify(errors)).not.toContain('x'.repeat(500));
    });

    it('refuses an unknown sort with BAD_USER_INPUT', async () => {
      const { errors } = await graphql(app.url, PRODUCTS, { sortBy: 'CHEAPEST' });
      expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(errors![0].message).toContain('sortBy');
    });
  });

  describe('REST', () => {
    it("GET /api/products returns every product in the spec's shape", async () => {
      const { status, body } = await getJson(app.url, '/api/products');
      expect(status).toBe(200);
      // One page: the largest REST page holds 100.
      expect(body.products).toHaveLength(Math.min(all.length, 100));
      expect(body.products[0]).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          slug: expect.any(String),
          name: expect.any(String),
          description: expect.any(String),
          price: expect.any(Number),
          images: expect.any(Array),
          category: expect.any(String),
          stock: expect.any(Number),
          isFeatured: expect.any(Boolean),
          createdAt: expect.any(String),
        }),
      );
      expect(body.products[0]).toHaveProperty('shortDescription');
      expect(body.products[0]).toHaveProperty('comparePrice');
    });

    it("honours the spec's category, sortBy and sortOrder parameters", async () => {
      const { category } = all[0];
      const filtered = await getJson(
        app.url,
        `/api/products?category=${encodeURIComponent(category.name)}&sortBy=price&sortOrder=desc`,
      );
      expect(filtered.status).toBe(200);
      const prices = filtered.body.products.map((p: { price: number }) => p.price);
      expect(prices).toEqual(sorted(prices, (a: number, b: number) => a - b));
      for (const p of filtered.body.products) expect(p.category).toBe(category.name);

      const everything = await getJson(app.url, '/api/products?category=all&sortBy=price_desc');
      const down = everything.body.products.map((p: { price: number }) => p.price);
      expect(down).toHaveLength(Math.min(all.length, 100));
      expect(down).toEqual(sorted(down, (a: number, b: number) => b - a));
    });

    it('GET /api/products/:slug returns { product } or 404 { error }', async () => {
      const one = await getJson(app.url, `/api/products/${all[0].slug}`);
      expect(one.status).toBe(200);
      expect(one.body.product.name).toBe(all[0].name);
      const missing = await getJson(app.url, '/api/products/no-such-thing');
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('Product not found');
    });

    it.each(['/api/categories', '/api/products/meta/categories'])(
      'GET %s returns counts that add up',
      async (path) => {
        const { status, body } = await getJson(app.url, path);
        expect(status).toBe(200);
        const total = body.categories.reduce(
          (sum: number, c: { count: number }) => sum + c.count,
          0,
        );
        expect(total).toBe(all.length);
        expect(body.categories[0]).toEqual({
          name: expect.any(String),
          slug: expect.any(String),
          count: expect.any(Number),
        });
      },
    );

    it.each([
      ['/api/products?page=0', 'page'],
      ['/api/products?page=abc', 'page'],
      ['/api/products?pageSize=1000', 'pageSize'],
      [`/api/products?search=${'y'.repeat(500)}`, 'search'],
      ['/api/products?sortBy=cheapest', 'sortBy'],
      ['/api/products?sortOrder=sideways', 'sortOrder'],
    ])('GET %s answers 400 naming %s', async (path, field) => {
      const { status, body } = await getJson(app.url, path);
      expect(status).toBe(400);
      expect(body.error).toContain(field);
      expect(body.fields).toHaveProperty(field);
      expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);
    });
  });
});
