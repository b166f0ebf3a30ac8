// The cart lives in the browser only (localStorage key `cart`), as the existing site keeps it.

export const CART_STORAGE_KEY = 'cart';
/** Fired on window whenever this tab changes the cart (the `storage` event covers other tabs). */
export const CART_CHANGE_EVENT = 'cart:change';

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
    typeof item.quantity === 'number' &&
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
    return parsed.filter(isCartItem).map((item) => ({
      ...item,
      id: String(item.id),
      image: typeof item.image === 'string' ? item.image : '',
    }));
  } catch {
    return [];
  }
}

/** Number of distinct products in the cart (not the total quantity). */
export function distinctItemCount(items: readonly CartItem[]): number {
  return new Set(items.map((item) => item.id)).size;
}
