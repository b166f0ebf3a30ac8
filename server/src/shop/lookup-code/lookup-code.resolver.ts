import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import { OrdersByPhoneArgs } from '../order-lookup.args';
import { OrderView } from '../order-view';
import {
  digitsOf,
  LookupCodeSent,
  OrderLookupUnlock,
  UnlockedOrdersArgs,
  VerifyLookupCodeArgs,
} from './lookup-code.args';

/** A phone proven by a one-time code sees its orders in full for 15 minutes. */
@Resolver()
export class LookupCodeResolver {
  @Mutation(() => LookupCodeSent, {
    description:
      'Sends a 6-digit code to the phone (WhatsApp, else SMS), good for 15 minutes and 5 tries; ' +
      'a new code voids the old. The same answer whether or not the phone has orders. ' +
      'RATE_LIMITED past 3 codes a phone or 10 a client an hour.',
  })
  sendOrderLookupCode(
    @Args(() => OrdersByPhoneArgs) { phone }: OrdersByPhoneArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.lookupCodes.send(ctx.request, phone);
  }

  @Mutation(() => OrderLookupUnlock, {
    description:
      'Checks the code: right, a token for unlockedOrders (15 minutes); wrong, BAD_USER_INPUT ' +
      'with the tries left (the fifth voids the code); expired or void, BAD_USER_INPUT too.',
  })
  verifyOrderLookupCode(
    @Args(() => VerifyLookupCodeArgs) { phone, code }: VerifyLookupCodeArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.lookupCodes.verify(ctx.request, phone, digitsOf(code));
  }

  @Query(() => [OrderView], {
    description:
      'Every order of the phone in full, newest first, while the token from its code holds; ' +
      'UNAUTHENTICATED once it has run out',
  })
  unlockedOrders(
    @Args(() => UnlockedOrdersArgs) { phone, unlockToken }: UnlockedOrdersArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.orderLookup.unlockedOrders(ctx.request, phone, unlockToken);
  }
}
