import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../common/database';
import { entities } from '../entities';
import { migrations } from '../migrations';
import { freshPhone } from '../test/phones';
import { itNeeding, withoutRealPostgres } from '../test/real-postgres';
import {
  customerDetails,
  openingStock,
  ordersOf,
  stockOf,
  testProduct,
} from '../test/shop-fixtures';
import { stockLedgerDrift } from './stock/stock-ledger-check';
import { getJson, graphql, startTestApp, testDatabaseUrl, type TestApp } from '../test/test-app';

const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    orderNumber totalAmount items { name size variantId quantity lineTotal }
  }
}`;
const ONE_ORDER = `query Order($orderNumber: String!, $phone: String!) {
  order(orderNumber: $orderNumber, phone: $phone) { items { name size quantity } }
}`;
const PRODUCTS = `query P($ids: [ID!]!) {
  productsByIds(ids: $ids) { id stock variants { id label stock } }
}`;

describe('products in sizes', () => {
  let app: TestApp;

  /** A product of this test alone in sizes M, L and XL, its stock the sum of theirs. */
  async function sizedProduct(stocks: [number, number, number], price = 399) {
    const product = await testProduct(app.dataSource, 0, price);
    await app.dataSource.query(`UPDATE product SET stock = $2 WHERE id = $1`, [
      product.id,
      stocks[0] + stocks[1] + stocks[2],
    ]);
    const rows = (await app.dataSource.query(
      `INSERT INTO product_variant (product_id, label, stock, position)
       SELECT $1, l.label, l.stock, l.position
       FROM unnest($2::text[], $3::int[], $4::int[]) AS l(label, stock, position)
       RETURNING id, label`,
      [product.id, ['M', 'L', 'XL'], stocks, [0, 1, 2]],
    )) as { id: number; label: string }[];
    const id = (label: string) => String(rows.find((row) => row.label === label)!.id);
    for (const [i, label] of ['M', 'L', 'XL'].entries()) {
      await openingStock(app.dataSource, product.id, id(label), stocks[i]);
    }
    return { ...product, M: id('M'), L: id('L'), XL: id('XL') };
  }

  const sizeStock = async (variantId: string) =>
    (await app.dataSource.query(`SELECT stock FROM product_variant WHERE id = $1`, [variantId]))[0]
      .stock as number;

  const order = (phone: string, items: unknown[]) =>
    graphql(app.url, PLACE_ORDER, { input: { ...customerDetails(phone), items } });

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists a product’s sizes in display order with their stock', async () => {
    const brief = await sizedProduct([4, 5, 1]);
    const plain = await testProduct(app.dataSource, 3);
    const { data } = await graphql(app.url, PRODUCTS, { ids: [brief.id, plain.id] });
    const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);
    expect([...data!.productsByIds].sort(byId)).toEqual([
      {
        id: brief.id,
        stock: 10,
        variants: [
          { id: brief.M, label: 'M', stock: 4 },
          { id: brief.L, label: 'L', stock: 5 },
          { id: brief.XL, label: 'XL', stock: 1 },
        ],
      },
      { id: plain.id, stock: 3, variants: [] },
    ]);
  });

  it('lists the sizes of one product on REST, to order one by variantId', async () => {
    const brief = await sizedProduct([4, 5, 1]);
    const [{ slug }] = await app.dataSource.query(`SELECT slug FROM product WHERE id = $1`, [
      brief.id,
    ]);
    const { status, body } = await getJson(app.url, `/api/products/${slug}`);
    expect(status).toBe(200);
    expect(body.product.variants).toEqual([
      { id: Number(brief.M), label: 'M', stock: 4 },
      { id: Number(brief.L), label: 'L', stock: 5 },
      { id: Number(brief.XL), label: 'XL', stock: 1 },
    ]);
  });

  it('sells a size: the line keeps it, and its stock and the product’s go down', async () => {
    const brief = await sizedProduct([4, 5, 1], 399);
    const phone = freshPhone();
    const { data, errors } = await order(phone, [
      { productId: brief.id, variantId: brief.L, quantity: 2 },
      { productId: brief.id, variantId: brief.M, quantity: 1 },
    ]);
    expect(errors).toBeUndefined();
    expect(data!.placeOrder.items).toEqual([
      { name: brief.name, size: 'M', variantId: brief.M, quantity: 1, lineTotal: 399 },
      { name: brief.name, size: 'L', variantId: brief.L, quantity: 2, lineTotal: 798 },
    ]);
    expect(data!.placeOrder.totalAmount).toBe(1197);
    expect([await sizeStock(brief.M), await sizeStock(brief.L), await sizeStock(brief.XL)]).toEqual(
      [3, 3, 1],
    );
    expect(await stockOf(app.dataSource, brief.id)).toBe(7);
    const looked = await graphql(app.url, ONE_ORDER, {
      orderNumber: data!.placeOrder.orderNumber,
      phone,
    });
    expect(looked.data!.order.items.map((line: { size: string }) => line.size)).toEqual(['M', 'L']);
  });

  it.each([
    ['no size for a product in sizes', (b: { id: string }) => [{ productId: b.id, quantity: 1 }]],
    [
      'the size of another product',
      (b: { id: string }, other: { M: string }) => [
        { productId: b.id, variantId: other.M, quantity: 1 },
      ],
    ],
  ])('refuses %s with a clear message and writes nothing', async (_, items) => {
    const brief = await sizedProduct([2, 2, 2]);
    const other = await sizedProduct([2, 2, 2]);
    const phone = freshPhone();
    const { errors } = await order(phone, items(brief, other));
    expect(errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(errors![0].message).toMatch(
      /^(Please choose a size of Test Product \w+\.|A size in your cart is no longer sold\. Please remove it and try again\.)$/,
    );
    expect(await ordersOf(app.dataSource, phone)).toBe(0);
    expect(await stockOf(app.dataSource, brief.id)).toBe(6);
  });

  it('refuses more of a size than it has, naming the size, though other sizes have plenty', async () => {
    const brief = await sizedProduct([10, 10, 1]);
    const phone = freshPhone();
    const { errors } = await order(phone, [
      { productId: brief.id, variantId: brief.XL, quantity: 2 },
    ]);
    expect(errors![0].extensions!.code).toBe('OUT_OF_STOCK');
    expect(errors![0].message).toBe(
      `Only 1 left of ${brief.name} in size XL. Please lower the quantity to 1 or less.`,
    );
    expect(await ordersOf(app.dataSource, phone)).toBe(0);
    expect(await sizeStock(brief.XL)).toBe(1);
    expect(await stockOf(app.dataSource, brief.id)).toBe(21);
  });

  it('puts a size’s stock back when an unconfirmed order is released', async () => {
    const brief = await sizedProduct([3, 3, 3]);
    const phone = freshPhone();
    const { data } = await order(phone, [{ productId: brief.id, variantId: brief.L, quantity: 2 }]);
    await app.dataSource.query(
      `UPDATE customer_order SET created_at = now() - interval '100 hours' WHERE order_number = $1`,
      [data!.placeOrder.orderNumber],
    );
    expect(await sizeStock(brief.L)).toBe(1);
    await app.services.orders.releaseUnconfirmed(new Date());
    expect(await sizeStock(brief.L)).toBe(3);
    expect(await stockOf(app.dataSource, brief.id)).toBe(9);
  });

  itNeeding(
    withoutRealPostgres(),
    'sells exactly a size’s stock to 20 simultaneous orders, whatever the other sizes hold',
    async () => {
      const brief = await sizedProduct([20, 3, 20]);
      const wide = new DataSource(
        dataSourceOptions(testDatabaseUrl(), { entities, migrations }, 20),
      );
      await wide.initialize();
      const racer = await startTestApp({ rateLimitScale: 10 }, wide);
      try {
        const phones = Array.from({ length: 20 }, () => freshPhone());
        const results = await Promise.all(
          phones.map((phone) =>
            graphql(racer.url, PLACE_ORDER, {
              input: {
                ...customerDetails(phone),
                items: [{ productId: brief.id, variantId: brief.L, quantity: 1 }],
              },
            }),
          ),
        );
        const won = results.filter((r) => r.data?.placeOrder);
        const lost = results.filter((r) => r.errors);
        expect(won).toHaveLength(3);
        expect(lost).toHaveLength(17);
        for (const r of lost) expect(r.errors![0].extensions!.code).toBe('OUT_OF_STOCK');
        expect(await sizeStock(brief.L)).toBe(0);
        expect(await sizeStock(brief.M)).toBe(20);
        expect(await stockOf(app.dataSource, brief.id)).toBe(40);
        const placed = await Promise.all(phones.map((phone) => ordersOf(app.dataSource, phone)));
        expect(placed.reduce((sum, n) => sum + n, 0)).toBe(3);
        // Each size's stock and the product's are still the sums of their movements.
        expect(
          await stockLedgerDrift((sql, params) => app.dataSource.query(sql, params), [brief.id]),
        ).toEqual([]);
      } finally {
        await racer.close();
        await wide.destroy();
      }
    },
  );
});
