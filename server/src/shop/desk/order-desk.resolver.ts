import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import {
  DayArgs,
  OrderBoardArgs,
  OrderNumberArgs,
  OrderPaymentInput,
  SetOrderStatusArgs,
} from './order-desk.inputs';
import { CollectionReport, DeskOrder, OrderBoard } from './order-desk.types';

/** The pharmacy desk's orders: the board, one order, its status, its payment, the day's takings. */
@Resolver(() => DeskOrder)
export class OrderDeskResolver {
  @Authorized('admin', 'pharmacy')
  @Query(() => OrderBoard, {
    description:
      'Orders of one status (or found by number, phone or name), newest first, 30 a page, with ' +
      'the counts per status and what delivered orders still owe',
  })
  orderBoard(@Args(() => OrderBoardArgs) args: OrderBoardArgs, @Ctx() ctx: AppContext) {
    return ctx.services.orderDeskReads.board(args);
  }

  @Authorized('admin', 'pharmacy')
  @Query(() => DeskOrder, { description: 'One order in full with its history; NOT_FOUND if none' })
  deskOrder(@Args(() => OrderNumberArgs) args: OrderNumberArgs, @Ctx() ctx: AppContext) {
    return ctx.services.orderDeskReads.order(args.orderNumber);
  }

  @Authorized('admin', 'pharmacy')
  @Query(() => CollectionReport, {
    description: "A clinic day's payments by staff member and method (today by default)",
  })
  collectionReport(@Args(() => DayArgs) args: DayArgs, @Ctx() ctx: AppContext) {
    return ctx.services.orderDeskReads.collections(ctx.request, args.date);
  }

  @Authorized('admin', 'pharmacy')
  @Mutation(() => DeskOrder, {
    description:
      'PROCESSING (not while the prescription is to check or rejected), SHIPPED, DELIVERED or ' +
      'CANCELLED (from PENDING or PROCESSING, with a reason the patient sees; the stock comes ' +
      'back). An invalid change is refused (BAD_USER_INPUT), one already made by someone else ' +
      'CONFLICT.',
  })
  setOrderStatus(@Args(() => SetOrderStatusArgs) args: SetOrderStatusArgs, @Ctx() ctx: AppContext) {
    return ctx.services.orderDesk.setStatus(
      ctx.request,
      args.orderNumber,
      args.status,
      args.reason,
    );
  }

  @Authorized('admin', 'pharmacy')
  @Mutation(() => DeskOrder, {
    description:
      'Records the cash or UPI taken for a delivered order (or one out for delivery, which ' +
      'becomes delivered), once: the amount must be the amount due; UPI needs its reference',
  })
  recordOrderPayment(
    @Args(() => OrderNumberArgs) args: OrderNumberArgs,
    @Arg('payment', () => OrderPaymentInput) payment: OrderPaymentInput,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.orderDesk.recordPayment(ctx.request, args.orderNumber, payment);
  }
}
