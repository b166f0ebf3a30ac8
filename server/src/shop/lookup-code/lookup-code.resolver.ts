import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { languageOr } from '../../common/language';
import type { AppContext } from '../../context';
import { OrderView } from '../order-view';
import {
  digitsOf,
  LookupCodeSent,
  OrderLookupUnlock,
  SendLookupCodeArgs,
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
      'RATE_LIMITED past 3 codes a phone or 10 a client an hour (extensions.reason ' +
      'TOO_MANY_FOR_PHONE or TOO_MANY_FOR_CLIENT).',
  })
  sendOrderLookupCode(
    @Args(() => SendLookupCodeArgs) { phone, language }: SendLookupCodeArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.lookupCodes.send(ctx.request, phone, languageOr(language));
  }

  @Mutation(() => OrderLookupUnlock, {
    description:
      'Checks the code: right, a token for unlockedOrders (15 minutes); wrong, BAD_USER_INPUT ' +
      'with the tries left (the fifth voids the code); expired or void, BAD_USER_INPUT too. ' +
      'extensions.reason says which (WRONG_CODE with triesLeft, CODE_USED, CODE_EXPIRED; ' +
      'TOO_MANY_TRIES with RATE_LIMITED), for a page that words it in its own language.',
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
