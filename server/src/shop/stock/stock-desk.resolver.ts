import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import { DeskProduct } from '../catalogue/catalogue-desk.types';
import {
  NearExpiryArgs,
  StockAdjustmentInput,
  StockMovementsArgs,
  StockReceiptInput,
} from './stock-desk.inputs';
import { ExpiringBatch, StockMovementView } from './stock-desk.types';

/** The stock ledger at the pharmacy desk. */
@Resolver(() => StockMovementView)
export class StockDeskResolver {
  @Authorized('admin', 'pharmacy')
  @Query(() => [StockMovementView], { description: 'A product’s movements, newest first (200)' })
  stockMovements(@Args(() => StockMovementsArgs) args: StockMovementsArgs, @Ctx() ctx: AppContext) {
    return ctx.services.stockDesk.movements(args.productId);
  }

  @Authorized('admin', 'pharmacy')
  @Query(() => [ExpiringBatch], {
    description: 'Batches still in stock expiring within the window (or already expired)',
  })
  nearExpiryBatches(@Args(() => NearExpiryArgs) args: NearExpiryArgs, @Ctx() ctx: AppContext) {
    return ctx.services.stockDesk.nearExpiry(ctx.request, args.days);
  }

  @Authorized('admin', 'pharmacy')
  @Mutation(() => DeskProduct, {
    description: 'Sets counted stock or moves it by a change, with a reason (an ADJUSTMENT)',
  })
  adjustStock(
    @Arg('input', () => StockAdjustmentInput) input: StockAdjustmentInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.stockDesk.adjust(ctx.request, input);
  }

  @Authorized('admin', 'pharmacy')
  @Mutation(() => DeskProduct, { description: 'Adds a supplier’s delivery (a RECEIPT)' })
  receiveStock(
    @Arg('input', () => StockReceiptInput) input: StockReceiptInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.stockDesk.receive(ctx.request, input);
  }
}
