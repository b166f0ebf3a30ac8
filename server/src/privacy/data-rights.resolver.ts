import { Args, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { RequestDataRightsArgs } from './data-rights.args';
import { DataRequestReceipt } from './data-rights.types';

/** The privacy page's door: a patient who proved the phone with its code asks about their data. */
@Resolver()
export class DataRightsResolver {
  @Mutation(() => DataRequestReceipt, {
    description:
      'Asks to see, correct or erase the data held for the phone (DPDP Act 2023). Needs the ' +
      'token verifyOrderLookupCode gave for that phone (UNAUTHENTICATED without it): a phone ' +
      'number alone opens nothing. Asking again while one of the same kind is open answers it.',
  })
  requestDataRights(
    @Args(() => RequestDataRightsArgs) args: RequestDataRightsArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.dataRights.request(ctx.request, args);
  }
}
