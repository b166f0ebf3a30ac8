// One idempotency key per checkout attempt, kept in sessionStorage: a double click, a retry after
// a timeout, even a reload mid-request sends the same key, so the server returns the first order.

import { newIdempotencyKey } from '../../lib/idempotency-key';

const KEY = 'checkout-idempotency-key';

export function checkoutKey(): string {
  try {
    const saved = sessionStorage.getItem(KEY);
    if (saved) return saved;
    const key = newIdempotencyKey();
    sessionStorage.setItem(KEY, key);
    return key;
  } catch {
    return newIdempotencyKey();
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
