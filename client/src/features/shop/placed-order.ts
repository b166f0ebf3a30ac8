// The order this tab just placed, for its thank-you page: kept in sessionStorage (this tab only,
// gone when it closes), never in the URL, so a reload shows it again and a shared address shows a
// stranger nothing.
import type { PlaceOrderMutation } from '../../graphql/__generated__/graphql';

const KEY = 'placed-order';

export type PlacedOrderDetails = PlaceOrderMutation['placeOrder'] & {
  /** Where the clinic will call; only for "Track this order". */
  phone: string;
};

export function savePlacedOrder(order: PlacedOrderDetails): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Private mode or quota: the thank-you page then offers the lookup instead.
  }
}

export function readPlacedOrder(): PlacedOrderDetails | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const order = JSON.parse(raw) as PlacedOrderDetails;
    return typeof order?.orderNumber === 'string' && Array.isArray(order.items) ? order : null;
  } catch {
    return null;
  }
}
