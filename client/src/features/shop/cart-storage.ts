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
    }));
  } catch {
    return [];
  }
}

/** Number of distinct products in the cart (not the total quantity). */
export function distinctItemCount(items: readonly CartItem[]): number {
  return new Set(items.map((item) => item.id)).size;
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
