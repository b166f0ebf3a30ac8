import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context';

@ObjectType({ description: 'What one order, and one phone in a day, may take from the shop' })
export class OrderLimits {
  @Field(() => Int, { description: 'Units of one product in one order' })
  maxPerProduct: number;

  @Field(() => Int, { description: 'Units of all products together in one order' })
  maxUnits: number;

  @Field(() => Int, { description: 'Orders one phone may place in one clinic day' })
  maxPerPhonePerDay: number;
}

@Resolver(() => OrderLimits)
export class OrderLimitsResolver {
  // The cart keeps within these; placeOrder enforces them whatever a client holds.
  @Query(() => OrderLimits, { description: 'The caps placeOrder enforces, for the cart to keep' })
  orderLimits(@Ctx() ctx: AppContext): OrderLimits {
    const { maxPerProduct, maxUnits, maxPerPhonePerDay } = ctx.services.orders.caps;
    return { maxPerProduct, maxUnits, maxPerPhonePerDay };
  }
}
