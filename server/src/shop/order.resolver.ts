import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { OrderLookupArgs, OrdersByPhoneArgs } from './order-lookup.args';
import { PlaceOrderInput } from './order.input';
import { OrderView } from './order-view';

@Resolver(() => OrderView)
export class OrderResolver {
  @Mutation(() => OrderView, {
    description:
      'Places an order at today’s prices; OUT_OF_STOCK names the product and what is left, ' +
      'LIMIT_REACHED a cap of orderLimits, RATE_LIMITED a phone’s orders for the day. ' +
      'The same idempotencyKey again returns the first order.',
  })
  placeOrder(
    @Arg('input', () => PlaceOrderInput) input: PlaceOrderInput,
    @Ctx() ctx: AppContext,
  ): Promise<OrderView> {
    return ctx.services.orders.placeOrder(ctx.request, input);
  }

  @Query(() => [OrderView], {
    description:
      'Orders placed with a phone, newest first: date, status, item count and total only (no ' +
      'order number). The order number from the confirmation, given to `order`, unlocks one in full.',
  })
  ordersByPhone(
    @Args(() => OrdersByPhoneArgs) { phone }: OrdersByPhoneArgs,
    @Ctx() ctx: AppContext,
  ): Promise<OrderView[]> {
    return ctx.services.orderLookup.ordersByPhone(ctx.request, phone);
  }

  @Query(() => OrderView, {
    nullable: true,
    description: 'One order with items and address when both its number and phone match',
  })
  order(
    @Args(() => OrderLookupArgs) { orderNumber, phone }: OrderLookupArgs,
    @Ctx() ctx: AppContext,
  ): Promise<OrderView | null> {
    return ctx.services.orderLookup.order(ctx.request, orderNumber, phone);
  }

  @Mutation(() => Boolean, {
    description:
      'Stops (stop: true) or restarts the WhatsApp/SMS reminders and updates to the phone of an ' +
      'order, when both its number and phone match (the order lookup’s limits apply; NOT_FOUND ' +
      'otherwise). Answers whether they are stopped. Replying STOP / START does the same.',
  })
  setOrderUpdates(
    @Args(() => OrderLookupArgs) { orderNumber, phone }: OrderLookupArgs,
    @Arg('stop', () => Boolean) stop: boolean,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return ctx.services.orderUpdates.set(ctx.request, orderNumber, phone, stop);
  }
}
