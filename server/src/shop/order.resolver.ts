import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../common/context';
import { OrderLookupArgs, OrdersByPhoneArgs } from './order-lookup.args';
import { PlaceOrderInput } from './order.input';
import { OrderService } from './order.service';
import { OrderView } from './order-view';

const orders = (ctx: AppContext) => new OrderService(ctx.dataSource, ctx.rateLimiter);

@Resolver(() => OrderView)
export class OrderResolver {
  @Mutation(() => OrderView, {
    description:
      'Places an order at today’s prices; OUT_OF_STOCK names the product and what is left. ' +
      'The same idempotencyKey again returns the first order.',
  })
  placeOrder(
    @Arg('input', () => PlaceOrderInput) input: PlaceOrderInput,
    @Ctx() ctx: AppContext,
  ): Promise<OrderView> {
    return orders(ctx).placeOrder(input, ctx.clientAddress);
  }

  @Query(() => [OrderView], {
    description: 'Orders placed with a phone, newest first: number, date, status, count, total',
  })
  ordersByPhone(
    @Args(() => OrdersByPhoneArgs) { phone }: OrdersByPhoneArgs,
    @Ctx() ctx: AppContext,
  ): Promise<OrderView[]> {
    return orders(ctx).ordersByPhone(phone, ctx.clientAddress);
  }

  @Query(() => OrderView, {
    nullable: true,
    description: 'One order with items and address when both its number and phone match',
  })
  order(
    @Args(() => OrderLookupArgs) { orderNumber, phone }: OrderLookupArgs,
    @Ctx() ctx: AppContext,
  ): Promise<OrderView | null> {
    return orders(ctx).order(orderNumber, phone, ctx.clientAddress);
  }
}
