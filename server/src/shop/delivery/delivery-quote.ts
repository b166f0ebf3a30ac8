import type { DeliveryArea } from '../../common/config';
import { DomainError } from '../../common/errors';
import { DeliveryMethod } from './delivery-method';

export const DELIVERY_MESSAGES = {
  pinFormat: 'Please enter a valid 6-digit PIN code',
  pinRequired: 'Please enter the 6-digit PIN code of the delivery address',
  outside: (pinCode: string) =>
    `We do not deliver to PIN code ${pinCode} yet. Please choose pickup at the clinic, or call us.`,
} as const;

export const PIN_CODE = /^[1-9][0-9]{5}$/;

export interface DeliveryQuote {
  method: DeliveryMethod;
  /** Stored with the order; null for a pickup without one, or an order from before PIN codes. */
  pinCode: string | null;
  /** Rupees, added to the order's total. */
  fee: number;
  sameDay: boolean;
}

const invalid = (message: string) => new DomainError('VALIDATION', message, { pinCode: message });

/**
 * What delivering an order costs and how soon it arrives, from the clinic's areas. Pickup is
 * free wherever the patient lives. Home delivery needs a PIN code in an area; a request that
 * names no delivery method and no PIN code is an integrator's from before delivery areas, and
 * stays as it was (no fee; staff confirm the address by phone).
 */
export function quoteDelivery(
  areas: readonly DeliveryArea[],
  method: DeliveryMethod | null | undefined,
  pinCode: string | null | undefined,
): DeliveryQuote {
  const pin = pinCode?.trim() || null;
  if (pin !== null && !PIN_CODE.test(pin)) throw invalid(DELIVERY_MESSAGES.pinFormat);
  if (method === DeliveryMethod.PICKUP) {
    return { method, pinCode: pin, fee: 0, sameDay: false };
  }
  if (pin === null) {
    if (method) throw invalid(DELIVERY_MESSAGES.pinRequired);
    return { method: DeliveryMethod.HOME_DELIVERY, pinCode: null, fee: 0, sameDay: false };
  }
  const area = areas.find((candidate) => candidate.pinCode === pin);
  if (!area) throw invalid(DELIVERY_MESSAGES.outside(pin));
  return {
    method: DeliveryMethod.HOME_DELIVERY,
    pinCode: pin,
    fee: area.fee,
    sameDay: area.sameDay,
  };
}
