import type { RequestContext } from './request-context';

/**
 * Admits a lookup by phone number alone (a phone's orders, its appointments), counting it against
 * the phone-only limits once per request and phone: the orders page asks for both lists of one
 * phone in one request, and that is one lookup, not two. Another phone in the same request is
 * another lookup, so aliases cannot walk through phone numbers for the price of one. Throws
 * RATE_LIMITED when a limit is spent.
 */
export interface PhoneOnlyGate {
  admitPhoneOnly(ctx: RequestContext, phone: string): Promise<void>;
}

/** Runs `count` once per request context and phone; repeats share the first call's outcome. */
export function oncePerRequestAndPhone(
  count: (ctx: RequestContext) => Promise<void>,
): (ctx: RequestContext, phone: string) => Promise<void> {
  const counted = new WeakMap<RequestContext, Map<string, Promise<void>>>();
  return (ctx, phone) => {
    let phones = counted.get(ctx);
    if (!phones) {
      phones = new Map();
      counted.set(ctx, phones);
    }
    let pending = phones.get(phone);
    if (!pending) {
      pending = count(ctx);
      phones.set(phone, pending);
    }
    return pending;
  };
}
