// The spec's cart rules (section 4) as pure functions over a list of items.
import { lineKey, MAX_QUANTITY, type CartItem } from './cart-storage';

export type CartProduct = Omit<CartItem, 'quantity'>;

// Lines are named by lineKey: the product's id, or the product and its size.

/**
 * A line already in the cart (same product, same size) gains 1 (up to `max`); a new one is
 * appended with quantity 1.
 */
export function addItem(
  cart: readonly CartItem[],
  product: CartProduct,
  max = MAX_QUANTITY,
): CartItem[] {
  const key = lineKey(product);
  const existing = cart.find((item) => lineKey(item) === key);
  if (!existing) return [...cart, { ...product, quantity: 1 }];
  return increase(cart, key, max);
}

export function removeItem(cart: readonly CartItem[], key: string): CartItem[] {
  return cart.filter((item) => lineKey(item) !== key);
}

/** Adds 1, up to `max`, the most of one product one order may hold. */
export function increase(cart: readonly CartItem[], key: string, max = MAX_QUANTITY): CartItem[] {
  return cart.map((item) =>
    lineKey(item) === key ? { ...item, quantity: Math.min(item.quantity + 1, max) } : item,
  );
}

/** Subtracts 1 but never below 1 (Remove takes an item out); items at 0 or less are dropped. */
export function decrease(cart: readonly CartItem[], key: string): CartItem[] {
  return cart
    .filter((item) => item.quantity > 0)
    .map((item) =>
      lineKey(item) === key ? { ...item, quantity: Math.max(item.quantity - 1, 1) } : item,
    );
}

export function clear(): CartItem[] {
  return [];
}

/** Sum of price x quantity, counted in paise so ₹0.10 + ₹0.20 is exactly ₹0.30. */
/** A line's total in rupees, counted in whole paise so ₹0.10 × 3 is ₹0.30, not 0.30000000000000004. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return (Math.round(item.price * 100) * item.quantity) / 100;
}

export function cartTotal(cart: readonly CartItem[]): number {
  const paise = cart.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return paise / 100;
}

export interface ServerProduct {
  id: string;
  name: string;
  price: number;
  images: string[];
  /** Sizes, when the server says (a product without any has none). */
  variants?: readonly { id: string; label: string }[];
}

/**
 * The cart as the server knows it now: products that no longer exist are dropped, names, prices
 * and images are today's, and no line holds more than `max` (the server's cap on one product).
 * Returns the same array when nothing changed.
 */
export function reconcile(
  cart: readonly CartItem[],
  products: readonly ServerProduct[],
  max = MAX_QUANTITY,
): CartItem[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  let changed = false;
  const next: CartItem[] = [];
  for (const item of cart) {
    const product = byId.get(item.id);
    // Gone, or a size it no longer has, or sold in sizes and none chosen: dropped.
    const sizes = product?.variants;
    const sizeGone =
      sizes !== undefined &&
      (item.variantId ? !sizes.some((size) => size.id === item.variantId) : sizes.length > 0);
    if (!product || sizeGone) {
      changed = true;
      continue;
    }
    const image = product.images[0] ?? '';
    const quantity = Math.min(item.quantity, max);
    if (
      product.name !== item.name ||
      product.price !== item.price ||
      image !== item.image ||
      quantity !== item.quantity
    ) {
      changed = true;
      next.push({ ...item, name: product.name, price: product.price, image, quantity });
    } else {
      next.push(item);
    }
  }
  return changed ? next : (cart as CartItem[]);
}

/**
 * Whether a repaired cart differs from the saved one in what the patient orders or pays (lines,
 * sizes, quantities, prices), not only in names: a name read in the page's other language is no
 * change to tell the patient about.
 */
export function changedBeyondNames(saved: readonly CartItem[], repaired: readonly CartItem[]) {
  if (saved.length !== repaired.length) return true;
  return saved.some((item, index) => {
    const now = repaired[index];
    return (
      lineKey(item) !== lineKey(now) || item.price !== now.price || item.quantity !== now.quantity
    );
  });
}
