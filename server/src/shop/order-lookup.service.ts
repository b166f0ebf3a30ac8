import type { DataSource } from 'typeorm';
import { DomainError } from '../common/errors';
import { LookupGuard, type LookupGuardRules } from '../common/lookup-guard';
import { oncePerRequestAndPhone, type PhoneOnlyGate } from '../common/phone-only-gate';
import type { RateLimiter, RateLimitRule } from '../common/rate-limit';
import type { RequestContext } from '../common/request-context';
import { disclosureFor, type OrderProof } from './order-disclosure';
import { readOrders } from './order-reader';
import type { OrderView } from './order-view';
import type { LookupCodeService } from './lookup-code/lookup-code.service';
import { LOOKUP_CODE_WORDS } from './lookup-code/lookup-code-words';

export const ORDER_LOOKUP_MESSAGES = {
  /** Sent with every lookup by phone alone, whether or not the phone has orders. */
  phoneOnly:
    'For your privacy, orders found by phone number show only their date, status, item count and total. Enter the order number from your confirmation to see its items and delivery address.',
  limited: 'Too many order lookups. Please wait a minute and try again.',
  phoneOnlyLimited:
    'Many orders have been looked up by phone number from your connection. Please try again later, or enter the order number from your confirmation.',
  phoneOnlyBusy:
    'Looking orders up by phone number alone is paused for a while. Please enter the order number from your confirmation, or try again later.',
  wrongNumbers:
    'That order number does not match this phone number too many times. Please check the number on your confirmation and try again later, or call the clinic.',
} as const;

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Every order lookup, per client: a patient checking an order rarely needs more. */
export const ORDER_LOOKUP_LIMIT: RateLimitRule = {
  name: 'order-lookup',
  limit: 10,
  windowMs: 60_000,
  message: ORDER_LOOKUP_MESSAGES.limited,
};

/**
 * Lookups by phone alone, per client: a family checks a few phones, while a script walking
 * through phone numbers needs many addresses to reach the budget below.
 */
export const PHONE_ONLY_CLIENT_LIMIT: RateLimitRule = {
  name: 'phone-only-lookup-client',
  limit: 30,
  windowMs: HOUR,
  message: ORDER_LOOKUP_MESSAGES.phoneOnlyLimited,
};

/**
 * Lookups by phone alone from everyone together (PHONE_ONLY_LOOKUPS_PER_HOUR), counted in the
 * limiter's store so all instances share it: whoever rotates addresses to learn which phones
 * have orders meets it. Lookups with an order number do not count and go on working.
 */
export function phoneOnlyBudget(perHour: number): RateLimitRule {
  return {
    name: 'phone-only-lookup-all',
    limit: perHour,
    windowMs: HOUR,
    message: ORDER_LOOKUP_MESSAGES.phoneOnlyBusy,
  };
}

/**
 * Wrong order numbers for a phone. A patient mistypes once or twice; five an hour from one client
 * is guessing. Past 30 from everyone in a day the phone is guarded and each client gets three a
 * day (the four random digits are the whole secret once the date is known).
 */
export const ORDER_NUMBER_GUARD: LookupGuardRules = {
  perClient: {
    name: 'order-number-failures-client',
    limit: 5,
    windowMs: HOUR,
    message: ORDER_LOOKUP_MESSAGES.wrongNumbers,
  },
  perPhone: {
    name: 'order-number-failures-phone',
    limit: 30,
    windowMs: DAY,
    message: ORDER_LOOKUP_MESSAGES.wrongNumbers,
  },
  perClientGuarded: {
    name: 'order-number-failures-guarded',
    limit: 3,
    windowMs: DAY,
    message: ORDER_LOOKUP_MESSAGES.wrongNumbers,
  },
};

export interface OrderLookupOptions {
  /** Lookups by phone alone from all clients together, per hour. */
  phoneOnlyLookupsPerHour: number;
}

/** Patients finding their orders by phone, with a proof deciding how much they see. */
export class OrderLookupService implements PhoneOnlyGate {
  private readonly guard: LookupGuard;
  private readonly budget: RateLimitRule;
  /**
   * Every lookup by phone alone, orders or appointments, counts here, once per request and phone: the
   * client's own allowance first, so a client already refused spends none of everyone's.
   */
  readonly admitPhoneOnly = oncePerRequestAndPhone(async (ctx) => {
    await this.rateLimiter.hit(ORDER_LOOKUP_LIMIT, ctx.clientKey);
    await this.rateLimiter.hit(PHONE_ONLY_CLIENT_LIMIT, ctx.clientKey);
    await this.rateLimiter.hit(this.budget, 'all');
  });

  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    { phoneOnlyLookupsPerHour }: OrderLookupOptions,
    /** One-time codes that prove a phone; without them a phone alone shows limited details. */
    readonly codes?: LookupCodeService,
  ) {
    this.guard = new LookupGuard(rateLimiter, ORDER_NUMBER_GUARD);
    this.budget = phoneOnlyBudget(phoneOnlyLookupsPerHour);
  }

  /**
   * The phone's orders that `proof` unlocks, newest first. By phone alone the same statements run
   * and the same shape comes back whether or not the phone has orders, so the answer says no more
   * than the list itself.
   */
  async lookup(ctx: RequestContext, phone: string, proof: OrderProof): Promise<OrderView[]> {
    const disclosure = disclosureFor(proof);
    const where = disclosure.orderNumber
      ? {
          sql: 'o.customer_phone = $1 AND o.order_number = $2',
          params: [phone, disclosure.orderNumber],
        }
      : { sql: 'o.customer_phone = $1', params: [phone] };
    const read = () =>
      readOrders(
        this.dataSource.manager,
        where.sql,
        where.params,
        disclosure.details,
        'ORDER BY o.created_at DESC, o.id DESC LIMIT 100',
      );
    if (disclosure.phoneProven) {
      await this.rateLimiter.hit(ORDER_LOOKUP_LIMIT, ctx.clientKey);
      return read();
    }
    if (!disclosure.guessable) {
      await this.admitPhoneOnly(ctx, phone);
      return read();
    }
    await this.rateLimiter.hit(ORDER_LOOKUP_LIMIT, ctx.clientKey);
    const found = await this.guard.attempt(ctx, phone, async () => {
      const orders = await read();
      return orders.length > 0 ? orders : null;
    });
    return found ?? [];
  }

  /** Every order of the phone: date, status, item count and total only. */
  ordersByPhone(ctx: RequestContext, phone: string): Promise<OrderView[]> {
    return this.lookup(ctx, phone, { kind: 'phoneOnly' });
  }

  /**
   * Every order of the phone in full, when `token` (from the phone's one-time code) still unlocks
   * it; UNAUTHENTICATED when it does not (expired, or another phone's).
   */
  async unlockedOrders(ctx: RequestContext, phone: string, token: string): Promise<OrderView[]> {
    if (!this.codes || !(await this.codes.unlocks(ctx, phone, token)))
      throw new DomainError('UNAUTHENTICATED', LOOKUP_CODE_WORDS.unlockOver);
    return this.lookup(ctx, phone, { kind: 'phoneCode' });
  }

  /** One order in full, only when both its number and its phone match; null otherwise. */
  async order(ctx: RequestContext, orderNumber: string, phone: string): Promise<OrderView | null> {
    const [order] = await this.lookup(ctx, phone, { kind: 'orderNumber', orderNumber });
    return order ?? null;
  }
}
