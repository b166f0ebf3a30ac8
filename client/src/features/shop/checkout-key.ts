// One idempotency key per checkout attempt, kept in sessionStorage: a double click, a retry after
// a timeout, even a reload mid-request sends the same key, so the server returns the first order.

const KEY = 'checkout-idempotency-key';

function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export function checkoutKey(): string {
  try {
    const saved = sessionStorage.getItem(KEY);
    if (saved) return saved;
    const key = newKey();
    sessionStorage.setItem(KEY, key);
    return key;
  } catch {
    return newKey();
  }
}

/** After an order is placed the next checkout is a new request. */
export function forgetCheckoutKey(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing saved, nothing to forget.
  }
}
