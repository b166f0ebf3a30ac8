// The cart lives in the browser only (localStorage key `cart`), as the existing site keeps it.

export const CART_STORAGE_KEY = 'cart';
/**
 * How many of one product an order may hold: the server's default (ORDER_MAX_PER_PRODUCT) until
 * checkout brings the configured one (orderLimits). The server refuses more whatever the cart says.
 */
export const MAX_QUANTITY = 10;
/** Past this a saved quantity is not a cart at all (the server refuses it as bad input). */
const QUANTITY_CEILING = 100;

export interface CartItem {
  id: string;
  name: string;
  price: number;
  image: string;
  quantity: number;
  /** The size chosen, for a product sold in sizes; one line per size. */
  variantId?: string;
  /** The size's label, e.g. L. */
  size?: string;
}

/** A cart line's identity: the product, and its size when it has one. */
export function lineKey(item: Pick<CartItem, 'id' | 'variantId'>): string {
  return item.variantId ? `${item.id}:${item.variantId}` : item.id;
}

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    (typeof item.id === 'string' || typeof item.id === 'number') &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    item.price >= 0 &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0
  );
}

/** The saved cart; anything unreadable (corrupt JSON, wrong shape, no storage) counts as empty. */
export function readCart(storage: Storage | undefined = globalThis.localStorage): CartItem[] {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    // Only the known fields, with a quantity the server reads; the cart rules apply the cap.
    return parsed.filter(isCartItem).map((item) => ({
      id: String(item.id),
      name: item.name,
      price: item.price,
      image: typeof item.image === 'string' ? item.image : '',
      quantity: Math.min(item.quantity, QUANTITY_CEILING),
      ...(typeof item.variantId === 'string' && typeof item.size === 'string'
        ? { variantId: item.variantId, size: item.size }
        : {}),
    }));
  } catch {
    return [];
  }
}

/** Number of distinct lines in the cart, a size counting as its own (not the total quantity). */
export function distinctItemCount(items: readonly CartItem[]): number {
  return new Set(items.map(lineKey)).size;
}

/** Saves the cart; a full or blocked storage only costs persistence, never the page. */
export function writeCart(
  items: readonly CartItem[],
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private mode or quota: the cart still works for this visit.
  }
}
