// What an order costs before it is placed: the same arithmetic the server does when it stores
// the order (server/src/shop/order.service.ts), in whole paise.
import type { DeliveryMethod } from '../../graphql/__generated__/graphql';
import type { CartItem } from './cart-storage';

export type DeliveryMethodCode = DeliveryMethod;

export interface Area {
  pinCode: string;
  fee: number;
  sameDay: boolean;
}

export type DeliveryStatus =
  | { kind: 'pickup'; fee: 0 }
  /** Home delivery without a complete PIN code yet: the fee is not known. */
  | { kind: 'pin-needed'; fee: null }
  | { kind: 'outside'; pinCode: string; fee: null }
  | { kind: 'inside'; pinCode: string; fee: number; sameDay: boolean };

const PIN_CODE = /^[1-9][0-9]{5}$/;

export function isPinCode(text: string): boolean {
  return PIN_CODE.test(text);
}

/**
 * Where the order stands on delivery, from the areas the server published (null when they could
 * not be loaded: the fee is then unknown, and the server decides when the order is sent).
 */
export function deliveryStatus(
  areas: readonly Area[] | null,
  method: DeliveryMethodCode,
  pinCode: string,
): DeliveryStatus {
  if (method === 'PICKUP') return { kind: 'pickup', fee: 0 };
  if (!isPinCode(pinCode) || !areas) return { kind: 'pin-needed', fee: null };
  const area = areas.find((candidate) => candidate.pinCode === pinCode);
  return area
    ? { kind: 'inside', pinCode, fee: area.fee, sameDay: area.sameDay }
    : { kind: 'outside', pinCode, fee: null };
}

const paise = (rupees: number) => Math.round(rupees * 100);

export interface OrderTotals {
  itemsTotal: number;
  /** Null while the fee is not known (no PIN code yet). */
  deliveryFee: number | null;
  /** Items and, once known, the delivery fee. */
  total: number;
}

export function orderTotals(
  items: readonly Pick<CartItem, 'price' | 'quantity'>[],
  deliveryFee: number | null,
): OrderTotals {
  const itemsPaise = items.reduce((sum, item) => sum + paise(item.price) * item.quantity, 0);
  return {
    itemsTotal: itemsPaise / 100,
    deliveryFee,
    total: (itemsPaise + paise(deliveryFee ?? 0)) / 100,
  };
}
