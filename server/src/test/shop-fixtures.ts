import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** A product of the calling test alone, so its stock can be asserted exactly. */
export async function testProduct(
  dataSource: DataSource,
  stock: number,
  price = 250,
): Promise<{ id: string; name: string }> {
  const name = `Test Product ${randomUUID().slice(0, 8)}`;
  const [row] = await dataSource.query(
    `INSERT INTO product (slug, name, description, price, images, category_id, stock)
     VALUES ($1, $2, 'For tests', $3, ARRAY['/images/products/test.svg'],
       (SELECT min(id) FROM category), $4) RETURNING id`,
    [name.toLowerCase().replaceAll(' ', '-'), name, price, stock],
  );
  await openingStock(dataSource, row.id, null, stock);
  return { id: String(row.id), name };
}

/**
 * The ledger's opening row for stock a test wrote straight into a product (or a size), so the
 * product's stock stays the sum of its movements (see stock-ledger-check.ts).
 */
export async function openingStock(
  dataSource: DataSource,
  productId: string | number,
  variantId: string | number | null,
  quantity: number,
): Promise<void> {
  if (quantity === 0) return;
  await dataSource.query(
    `INSERT INTO stock_movement (product_id, variant_id, kind, quantity, reason, by)
     VALUES ($1, $2, 'ADJUSTMENT', $3, 'Opening stock', 'test')`,
    [productId, variantId, quantity],
  );
}

export async function stockOf(dataSource: DataSource, productId: string): Promise<number> {
  const [row] = await dataSource.query(`SELECT stock FROM product WHERE id = $1`, [productId]);
  return row.stock;
}

export async function ordersOf(dataSource: DataSource, phone: string): Promise<number> {
  const [row] = await dataSource.query(
    `SELECT count(*)::int AS n FROM customer_order WHERE customer_phone = $1`,
    [phone],
  );
  return row.n;
}

/** POSTs JSON as an integrator does; the body is asserted field by field by the caller. */
export async function postJson(baseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- asserted by the caller
  const json: any = await response.json();
  return { status: response.status, body: json };
}

export const customerDetails = (phone: string) => ({
  customerName: 'Asha Devi',
  customerPhone: phone,
  shippingAddress: '12 Station Road, Vidisha',
});
