import type { EntityManager } from 'typeorm';
import { DomainError } from '../common/errors';

// Products sold in sizes: each order line names the size (variant), whose own stock is taken
// along with the product's (the sum of its sizes), in the order's transaction.

export interface LineRequest {
  productId: string;
  quantity: number;
  variantId?: string | null;
}

export interface VariantRow {
  id: number;
  product_id: number;
  label: string;
  stock: number;
}

/** Lines that name a size, merged per size; and the products ordered without one. */
export function splitLines(items: readonly LineRequest[]): {
  bySize: Map<number, { productId: number; quantity: number }>;
  unsized: Set<number>;
} {
  const bySize = new Map<number, { productId: number; quantity: number }>();
  const unsized = new Set<number>();
  for (const { productId, quantity, variantId } of items) {
    if (variantId === null || variantId === undefined || variantId === '') {
      unsized.add(Number(productId));
      continue;
    }
    const id = Number(variantId);
    const line = bySize.get(id) ?? { productId: Number(productId), quantity: 0 };
    line.quantity += quantity;
    bySize.set(id, line);
  }
  return { bySize, unsized };
}

/** A line's identity: its product, and its size when it has one. */
export const lineKey = (productId: string | number, variantId?: string | number | null) =>
  `${productId}:${variantId ?? ''}`;

/**
 * Every size of the ordered products, locked in ascending ids after the products themselves
 * (placing and releasing orders lock in that order, so they never deadlock).
 */
export async function lockSizes(
  manager: EntityManager,
  productIds: number[],
): Promise<VariantRow[]> {
  const rows = (await manager.query(
    `SELECT id, product_id, label, stock FROM product_variant
     WHERE product_id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [productIds],
  )) as VariantRow[];
  return rows.map((row) => ({ ...row, id: Number(row.id), product_id: Number(row.product_id) }));
}

const refuse = (message: string, details: Record<string, unknown>) =>
  new DomainError('VALIDATION', message, { items: message }, details);

/** Throws what a patient needs: choose a size, or how many are left of that size. */
export function checkSizes(
  { bySize, unsized }: ReturnType<typeof splitLines>,
  sizes: readonly VariantRow[],
  productName: (productId: number) => string,
): void {
  const sized = new Set(sizes.map((size) => size.product_id));
  for (const productId of unsized) {
    if (sized.has(productId)) {
      throw refuse(`Please choose a size of ${productName(productId)}.`, {
        productId: String(productId),
      });
    }
  }
  const byId = new Map(sizes.map((size) => [size.id, size]));
  for (const [variantId, { productId, quantity }] of bySize) {
    const size = byId.get(variantId);
    if (!size || size.product_id !== productId) {
      throw refuse('A size in your cart is no longer sold. Please remove it and try again.', {
        productId: String(productId),
        variantId: String(variantId),
      });
    }
    if (size.stock >= quantity) continue;
    const name = productName(productId);
    const details = {
      productId: String(productId),
      variantId: String(variantId),
      available: size.stock,
      requested: quantity,
    };
    throw new DomainError(
      'OUT_OF_STOCK',
      size.stock === 0
        ? `${name} in size ${size.label} is out of stock. Please choose another size or remove it.`
        : `Only ${size.stock} left of ${name} in size ${size.label}. Please lower the quantity to ${size.stock} or less.`,
      undefined,
      details,
    );
  }
}

/** Takes each size's quantity from its stock; the condition is the last word, as for products. */
export async function takeSizes(
  manager: EntityManager,
  bySize: ReadonlyMap<number, { quantity: number }>,
): Promise<void> {
  const ids = [...bySize.keys()].sort((a, b) => a - b);
  const [, affected] = (await manager.query(
    `UPDATE product_variant v SET stock = v.stock - l.quantity
     FROM unnest($1::int[], $2::int[]) AS l(id, quantity)
     WHERE v.id = l.id AND v.stock >= l.quantity`,
    [ids, ids.map((id) => bySize.get(id)!.quantity)],
  )) as [unknown, number];
  if (affected !== ids.length) throw new Error('Size stock changed under a row lock');
}
