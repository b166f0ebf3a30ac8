import type { OrderCaps } from '../common/config';
import { DomainError } from '../common/errors';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Asia/Kolkata is UTC+05:30 all year. */
const IST_MS = 330 * 60_000;

/** Every message of the order caps, written for a patient to read. */
export const ORDER_LIMIT_MESSAGES = {
  perProduct: (max: number) =>
    `You can order at most ${max} of one product in one order. Please lower the quantity.`,
  units: (max: number) =>
    `One order can hold at most ${max} items in all. Please lower the quantities, or call the clinic for a larger order.`,
  perDay: (max: number) =>
    `This phone number has placed ${max === 1 ? 'an order' : `${max} orders`} today, the most one day allows. Please order again tomorrow, or call the clinic.`,
  released: (hours: number) => `not confirmed within ${hours} hours`,
} as const;

/**
 * The caps an order's lines must keep (products merged into one line each): so many of one
 * product, so many in all. Refused before anything is read or written.
 */
export function checkOrderSize(lines: ReadonlyMap<number, number>, caps: OrderCaps): void {
  let units = 0;
  for (const [productId, quantity] of lines) {
    if (quantity > caps.maxPerProduct) {
      const message = ORDER_LIMIT_MESSAGES.perProduct(caps.maxPerProduct);
      throw new DomainError(
        'LIMIT_REACHED',
        message,
        { items: message },
        { productId: String(productId), limit: caps.maxPerProduct },
      );
    }
    units += quantity;
  }
  if (units > caps.maxUnits) {
    const message = ORDER_LIMIT_MESSAGES.units(caps.maxUnits);
    throw new DomainError('LIMIT_REACHED', message, { items: message }, { limit: caps.maxUnits });
  }
}

/** The clinic day (Asia/Kolkata) `now` falls in, as the instants it starts and ends. */
export function clinicDayOf(now: Date): { start: Date; end: Date } {
  const start = Math.floor((now.getTime() + IST_MS) / DAY_MS) * DAY_MS - IST_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** Orders placed today by one phone are at the cap: wait for the next clinic day. */
export function perDayRefusal(caps: OrderCaps, now: Date): DomainError {
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((clinicDayOf(now).end.getTime() - now.getTime()) / 1000),
  );
  return new DomainError(
    'RATE_LIMITED',
    ORDER_LIMIT_MESSAGES.perDay(caps.maxPerPhonePerDay),
    undefined,
    { retryAfterSeconds, limit: caps.maxPerPhonePerDay },
  );
}

/** PENDING orders placed before this instant were not confirmed in time. */
export function unconfirmedBefore(caps: OrderCaps, now: Date): Date {
  return new Date(now.getTime() - caps.unconfirmedHours * HOUR_MS);
}
