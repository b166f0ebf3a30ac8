import { Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import { DeliveryAreaView } from './delivery-area';

@Resolver(() => DeliveryAreaView)
export class DeliveryResolver {
  @Query(() => [DeliveryAreaView], {
    description:
      'The PIN codes the clinic delivers to, with the fee and same-day flag each; elsewhere, ' +
      'orders are picked up at the clinic',
  })
  deliveryAreas(@Ctx() ctx: AppContext): DeliveryAreaView[] {
    return ctx.services.orders.deliveryAreas.map((area) => ({ ...area }));
  }
}
