import type { DataSource } from 'typeorm';
import { DomainError } from '../common/errors';
import type { RequestContext } from '../common/request-context';
import { optIn, optOut } from '../messages/opt-outs';
import type { OrderLookupService } from './order-lookup.service';

export const ORDER_UPDATES_MESSAGES = {
  notFound: 'No order matches this order number and phone number.',
} as const;

/**
 * The opt-out behind the link every order message carries: the order lookup page. Reaching it
 * takes what unlocks the order itself (its number and phone, under the lookup's limits), so the
 * link needs nothing in its URL, and a phone alone never stops or restarts anyone's messages.
 */
export class OrderUpdatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lookup: OrderLookupService,
  ) {}

  /** Stops (or starts again) the phone's reminders and updates; answers whether they are stopped. */
  async set(
    ctx: RequestContext,
    orderNumber: string,
    phone: string,
    stop: boolean,
  ): Promise<boolean> {
    // A wrong number counts against the phone and client like any wrong lookup.
    const order = await this.lookup.order(ctx, orderNumber, phone);
    if (!order) {
      throw new DomainError('NOT_FOUND', ORDER_UPDATES_MESSAGES.notFound, {
        orderNumber: ORDER_UPDATES_MESSAGES.notFound,
      });
    }
    const now = ctx.now();
    await this.dataSource.transaction((manager) =>
      stop ? optOut(manager, phone, 'LINK', now) : optIn(manager, phone),
    );
    return stop;
  }
}
