import { addDays, clinicToday } from '../../booking/clinic-time';
import {
  CREATE_PRODUCT,
  deskCaller,
  productInput,
  RECEIVE_STOCK,
  SET_HIDDEN,
  someCategory,
  UPDATE_PRODUCT,
  type DeskCaller,
  hideDeskProducts,
} from '../../test/pharmacy';
import { freshPhone } from '../../test/phones';
import { customerDetails } from '../../test/shop-fixtures';
import { codeOf, startStaffApp, staffGraphql, type StaffApp } from '../../test/staff';
import { getJson, graphql } from '../../test/test-app';
import { CATALOGUE_MESSAGES as M } from './catalogue-messages';

// Products and categories at the pharmacy desk, through /staff/graphql: what may be saved, what
// is refused with which field's message (and nothing written), the audit trail, and a hidden
// product gone from every public door while its orders keep their lines.

const CATEGORIES = `{ deskCategories { id name slug sortOrder productCount } }`;
const CREATE_CATEGORY = `mutation C($input: CategoryInput!) {
  createCategory(input: $input) { id name slug sortOrder productCount }
}`;
const UPDATE_CATEGORY = `mutation U($id: ID!, $input: CategoryInput!) {
  updateCategory(id: $id, input: $input) { id name slug sortOrder }
}`;

describe('products and categories at the pharmacy desk', () => {
  let app: StaffApp;
  let desk: DeskCaller;
  let categoryId: string;

  beforeAll(async () => {
    app = await startStaffApp({ rateLimitScale: 1000 });
    desk = await deskCaller(app, 'pharmacy');
    categoryId = await someCategory(app);
  });
  afterAll(async () => {
    await hideDeskProducts(app.dataSource);
    await app.close();
  });

  const create = (overrides: Record<string, unknown> = {}) =>
    desk.call(CREATE_PRODUCT, { input: productInput(categoryId, overrides) });
  const audit = (recordType: string, id: string | number) =>
    app.dataSource.query(
      `SELECT action, actor_name, before, after FROM audit_entry
       WHERE record_type = $1 AND record_id = $2 ORDER BY id`,
      [recordType, String(id)],
    );
  const productCount = async () =>
    (await app.dataSource.query(`SELECT count(*)::int AS n FROM product`))[0].n as number;

  it('creates a product at stock 0 with an audit row, and edits it', async () => {
    const input = productInput(categoryId, { slug: null, name: 'Pain Relief Gel 30 g' });
    const created = await desk.call(CREATE_PRODUCT, { input });
    expect(created.errors).toBeUndefined();
    const product = created.data.createProduct;
    expect(product).toMatchObject({
      slug: 'pain-relief-gel-30-g',
      price: 120.5,
      comparePrice: 150,
      stock: 0,
      lowStock: true,
      hidden: false,
      hsnCode: '30049099',
      gstRate: 12,
      drugSchedule: 'NONE',
      sizes: [],
      images: [],
    });
    expect(await audit('product', product.id)).toEqual([
      expect.objectContaining({
        action: 'product.create',
        actor_name: desk.name,
        after: expect.objectContaining({ name: 'Pain Relief Gel 30 g', price: 120.5 }),
      }),
    ]);

    const edited = await desk.call(UPDATE_PRODUCT, {
      id: product.id,
      input: { ...input, slug: product.slug, price: 110, comparePrice: null, isFeatured: true },
    });
    expect(edited.data.updateProduct).toMatchObject({ price: 110, comparePrice: null });
    expect((await audit('product', product.id))[1]).toEqual(
      expect.objectContaining({
        action: 'product.update',
        before: { price: 120.5, comparePrice: 150, isFeatured: false },
        after: { price: 110, comparePrice: null, isFeatured: true },
      }),
    );
  });

  it('keeps Hindi versions beside the English: the shop reads them on Hindi pages', async () => {
    const withHindi = `mutation Create($input: ProductInput!) {
      createProduct(input: $input) { id slug hindi { name shortDescription description } }
    }`;
    const editHindi = `mutation Update($id: ID!, $input: ProductInput!) {
      updateProduct(id: $id, input: $input) { hindi { name shortDescription description } }
    }`;
    const input = productInput(categoryId, {
      name: 'Sitz Bath Tub',
      hindi: {
        name: '  सिट्ज़ बाथ टब ',
        shortDescription: '',
        description: 'गुनगुने पानी में बैठने का टब।',
      },
    });
    const created = await desk.call(withHindi, { input });
    expect(created.errors).toBeUndefined();
    const product = created.data.createProduct;
    expect(product.hindi).toEqual({
      name: 'सिट्ज़ बाथ टब',
      shortDescription: null,
      description: 'गुनगुने पानी में बैठने का टब।',
    });
    const publicRead = `query P($slug: String!) { product(slug: $slug) {
      name(language: HI) description(language: HI) inEnglish(language: HI) english: name } }`;
    const shown = await graphql(app.url, publicRead, { slug: product.slug });
    expect(shown.data!.product).toEqual({
      name: 'सिट्ज़ बाथ टब',
      description: 'गुनगुने पानी में बैठने का टब।',
      inEnglish: ['shortDescription'],
      english: 'Sitz Bath Tub',
    });

    // A blank Hindi name shows the English again; the audit row records the change.
    const edited = await desk.call(editHindi, {
      id: product.id,
      input: { ...input, slug: product.slug, hindi: { description: 'गुनगुने पानी में बैठने का टब।' } },
    });
    expect(edited.data.updateProduct.hindi.name).toBeNull();
    const after = await graphql(app.url, publicRead, { slug: product.slug });
    expect(after.data!.product).toMatchObject({
      name: 'Sitz Bath Tub',
      inEnglish: ['name', 'shortDescription'],
    });
    expect((await audit('product', product.id))[1]).toEqual(
      expect.objectContaining({
        action: 'product.update',
        before: { hindi: expect.objectContaining({ name: 'सिट्ज़ बाथ टब' }) },
        after: { hindi: expect.objectContaining({ name: null }) },
      }),
    );
  });

  it('refuses a Hindi text longer than its English field may be, writing nothing', async () => {
    const before = await productCount();
    const answer = await create({ hindi: { name: 'न'.repeat(121) } });
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0].extensions!.fields).toEqual({ 'hindi.name': M.hindi });
    expect(await productCount()).toBe(before);
  });

  it('makes H and H1 medicines prescription-only and refuses Schedule X', async () => {
    const h1 = await create({ drugSchedule: 'H1', prescriptionOnly: false });
    expect(h1.data.createProduct).toMatchObject({ drugSchedule: 'H1', prescriptionOnly: true });
    const before = await productCount();
    const x = await create({ drugSchedule: 'X' });
    expect(codeOf(x)).toBe('BAD_USER_INPUT');
    expect(x.errors![0].message).toBe('Schedule X medicines cannot be sold online.');
    expect(x.errors![0].extensions!.fields).toEqual({ drugSchedule: M.scheduleX });
    expect(await productCount()).toBe(before);
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name', M.name],
    ['a name of zero-width characters', { name: '\u200B\u200C' }, 'name', M.name],
    ['a web address with capitals and spaces', { slug: 'Pain Gel' }, 'slug', M.slug],
    ['no description', { description: '' }, 'description', M.description],
    ['a price of 0', { price: 0 }, 'price', M.price],
    ['a price with paise fractions', { price: 10.005 }, 'price', M.price],
    [
      'an earlier price below the price',
      { price: 100, comparePrice: 90 },
      'comparePrice',
      M.comparePrice,
    ],
    [
      'a negative low-stock warning',
      { lowStockThreshold: -1 },
      'lowStockThreshold',
      M.lowStockThreshold,
    ],
    ['an HSN code of letters', { hsnCode: '30AB' }, 'hsnCode', M.hsnCode],
    ['a GST rate that does not exist', { gstRate: 7 }, 'gstRate', M.gstRate],
    ['a category that does not exist', { categoryId: '999999' }, 'categoryId', M.categoryUnknown],
    ['two sizes of one label', { sizes: [{ label: 'M' }, { label: 'm' }] }, 'sizes', M.sizeTwice],
    ['an image from elsewhere', { images: ['https://evil.example/x.png'] }, 'images', M.images],
    [
      'an upload path nobody uploaded',
      { images: [`/images/uploads/${'a'.repeat(64)}-400.webp`] },
      'images',
      M.images,
    ],
  ])('refuses %s, naming the field and writing nothing', async (_label, fields, field, message) => {
    const before = await productCount();
    const answer = await create(fields);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors![0].extensions!.fields).toEqual({ [field]: message });
    expect(await productCount()).toBe(before);
  });

  it('refuses a web address another product uses', async () => {
    const first = (await create()).data.createProduct;
    const second = await create({ slug: first.slug });
    expect(second.errors![0].extensions!.fields).toEqual({ slug: M.slugTaken });
  });

  it('edits sizes: new ones start at 0, an empty one can go, one with stock cannot', async () => {
    const input = productInput(categoryId, { sizes: [{ label: 'M' }, { label: 'L' }] });
    const product = (await desk.call(CREATE_PRODUCT, { input })).data.createProduct;
    const [m, l] = product.sizes;
    await desk.call(RECEIVE_STOCK, {
      input: {
        productId: product.id,
        variantId: m.id,
        quantity: 3,
        batchNumber: 'Z1',
        expiryDate: addDays(clinicToday(new Date()), 300),
      },
    });
    const renamed = await desk.call(UPDATE_PRODUCT, {
      id: product.id,
      input: {
        ...input,
        sizes: [{ id: l.id, label: 'Large' }, { id: m.id, label: 'M' }, { label: 'XL' }],
      },
    });
    expect(renamed.data.updateProduct.sizes).toEqual([
      { id: l.id, label: 'Large', stock: 0 },
      { id: m.id, label: 'M', stock: 3 },
      { id: expect.any(String), label: 'XL', stock: 0 },
    ]);
    const refused = await desk.call(UPDATE_PRODUCT, {
      id: product.id,
      input: { ...input, sizes: [{ id: l.id, label: 'Large' }] },
    });
    expect(refused.errors![0].extensions!.fields).toEqual({ sizes: M.sizeInUse('M') });
    const dropped = await desk.call(UPDATE_PRODUCT, {
      id: product.id,
      input: { ...input, sizes: [{ id: m.id, label: 'M' }] },
    });
    expect(dropped.data.updateProduct).toMatchObject({
      stock: 3,
      sizes: [{ label: 'M', stock: 3 }],
    });
  });

  it('refuses sizes for a product that holds stock of its own', async () => {
    const input = productInput(categoryId);
    const product = (await desk.call(CREATE_PRODUCT, { input })).data.createProduct;
    await desk.call(RECEIVE_STOCK, {
      input: {
        productId: product.id,
        quantity: 2,
        batchNumber: 'Q1',
        expiryDate: addDays(clinicToday(new Date()), 300),
      },
    });
    const answer = await desk.call(UPDATE_PRODUCT, {
      id: product.id,
      input: { ...input, sizes: [{ label: 'M' }] },
    });
    expect(answer.errors![0].extensions!.fields).toEqual({ sizes: M.sizesNeedEmptyShelf });
  });

  it('hides a product from every public door, and its orders keep their lines', async () => {
    const input = productInput(categoryId, { name: `Hideable Balm ${Date.now()}` });
    const product = (await desk.call(CREATE_PRODUCT, { input })).data.createProduct;
    await desk.call(RECEIVE_STOCK, {
      input: {
        productId: product.id,
        quantity: 5,
        batchNumber: 'H1',
        expiryDate: addDays(clinicToday(new Date()), 300),
      },
    });
    const phone = freshPhone();
    const placed = await graphql(
      app.url,
      `
        mutation P($input: PlaceOrderInput!) {
          placeOrder(input: $input) {
            orderNumber
          }
        }
      `,
      { input: { ...customerDetails(phone), items: [{ productId: product.id, quantity: 1 }] } },
    );
    const { orderNumber } = placed.data!.placeOrder;

    const doors = async () => {
      const list = await graphql(
        app.url,
        `
          query L($s: String) {
            products(search: $s, sortBy: NEWEST, page: 1, pageSize: 24) {
              items {
                id
              }
            }
          }
        `,
        { s: input.name },
      );
      const one = await graphql(
        app.url,
        `
          query O($slug: String!) {
            product(slug: $slug) {
              id
            }
          }
        `,
        {
          slug: product.slug,
        },
      );
      const cart = await graphql(
        app.url,
        `
          query C($ids: [ID!]!) {
            productsByIds(ids: $ids) {
              id
            }
          }
        `,
        {
          ids: [product.id],
        },
      );
      const search = await graphql(
        app.url,
        `
          query S($q: String!) {
            search(q: $q) {
              products {
                id
              }
            }
          }
        `,
        {
          q: input.name,
        },
      );
      const rest = await getJson(app.url, `/api/products?search=${encodeURIComponent(input.name)}`);
      const restOne = await fetch(`${app.url}/api/products/${product.slug}`);
      const restSearch = await getJson(app.url, `/api/search?q=${encodeURIComponent(input.name)}`);
      const categories = await getJson(app.url, '/api/categories');
      return {
        list: list.data!.products.items.length,
        one: one.errors?.[0]?.extensions?.code ?? 'found',
        cart: cart.data!.productsByIds.length,
        search: search.data!.search.products.length,
        rest: rest.body.products.length,
        restOne: restOne.status,
        restSearch: restSearch.body.products.length,
        count: categories.body.categories.reduce(
          (n: number, c: { count: number }) => n + c.count,
          0,
        ),
      };
    };
    const shown = await doors();
    expect(shown).toMatchObject({
      list: 1,
      one: 'found',
      cart: 1,
      search: 1,
      rest: 1,
      restOne: 200,
    });

    const hidden = await desk.call(SET_HIDDEN, { id: product.id, hidden: true });
    expect(hidden.data.setProductHidden).toEqual({ id: product.id, hidden: true });
    const gone = await doors();
    expect(gone).toEqual({
      list: 0,
      one: 'NOT_FOUND',
      cart: 0,
      search: 0,
      rest: 0,
      restOne: 404,
      restSearch: 0,
      count: shown.count - 1,
    });
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(product.slug);

    // The order placed before still shows its line.
    const lookup = await graphql(
      app.url,
      `
        query O($n: String!, $p: String!) {
          order(orderNumber: $n, phone: $p) {
            items {
              name
              quantity
            }
          }
        }
      `,
      { n: orderNumber, p: phone },
    );
    expect(lookup.data!.order.items).toEqual([{ name: input.name, quantity: 1 }]);

    // And it comes back when shown again.
    await desk.call(SET_HIDDEN, { id: product.id, hidden: false });
    expect((await doors()).list).toBe(1);
    expect(
      (await audit('product', product.id)).map((row: { action: string }) => row.action),
    ).toEqual(expect.arrayContaining(['product.hide', 'product.unhide']));
  });

  it('creates and edits categories, refusing a name in use', async () => {
    const name = `Desk Category ${Date.now()}`;
    const created = await desk.call(CREATE_CATEGORY, { input: { name, sortOrder: 9 } });
    expect(created.data.createCategory).toMatchObject({ name, sortOrder: 9, productCount: 0 });
    const id = created.data.createCategory.id;
    const twice = await desk.call(CREATE_CATEGORY, { input: { name: name.toUpperCase() } });
    expect(twice.errors![0].extensions!.fields).toEqual({ name: M.categoryNameTaken });
    const renamed = await desk.call(UPDATE_CATEGORY, {
      id,
      input: { name: `${name} Care`, sortOrder: 3 },
    });
    expect(renamed.data.updateCategory).toMatchObject({ name: `${name} Care`, sortOrder: 3 });
    const listed = (await desk.call(CATEGORIES)).data.deskCategories;
    expect(listed).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, name: `${name} Care` })]),
    );
    expect((await audit('category', id)).map((row: { action: string }) => row.action)).toEqual([
      'category.create',
      'category.update',
    ]);
    const blank = await desk.call(CREATE_CATEGORY, { input: { name: ' ' } });
    expect(blank.errors![0].extensions!.fields).toEqual({ name: M.categoryName });
  });

  it('keeps a category’s Hindi name, which the shop shows on Hindi pages', async () => {
    const name = `Hindi Category ${Date.now()}`;
    const created = await desk.call(
      `mutation C($input: CategoryInput!) { createCategory(input: $input) { id hindi { name } } }`,
      { input: { name, hindi: { name: 'देखभाल' } } },
    );
    expect(created.data.createCategory.hindi).toEqual({ name: 'देखभाल' });
    const id = created.data.createCategory.id;
    const shown = await graphql(
      app.url,
      `
        {
          categories {
            id
            name(language: HI)
          }
        }
      `,
    );
    expect(shown.data!.categories).toEqual(expect.arrayContaining([{ id, name: 'देखभाल' }]));
    const long = await desk.call(UPDATE_CATEGORY, {
      id,
      input: { name, hindi: { name: 'न'.repeat(61) } },
    });
    expect(long.errors![0].extensions!.fields).toEqual({ 'hindi.name': M.hindi });
    await desk.call(UPDATE_CATEGORY, { id, input: { name, hindi: { name: 'घर की देखभाल' } } });
    expect((await audit('category', id))[1]).toEqual(
      expect.objectContaining({
        before: { hindi: { name: 'देखभाल' } },
        after: { hindi: { name: 'घर की देखभाल' } },
      }),
    );
  });

  it('refuses reception, doctors and anyone signed out', async () => {
    const input = productInput(categoryId);
    for (const role of ['reception', 'doctor'] as const) {
      const other = await deskCaller(app, role);
      expect(codeOf(await other.call(CREATE_PRODUCT, { input }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await staffGraphql(app.url, CREATE_PRODUCT, { input }))).toBe('UNAUTHENTICATED');
    const admin = await deskCaller(app, 'admin');
    expect((await admin.call(CREATE_PRODUCT, { input })).data.createProduct.name).toBe(input.name);
  });
});
