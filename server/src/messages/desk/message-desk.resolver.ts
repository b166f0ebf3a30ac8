import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context';
import {
  AppointmentMessagesArgs,
  FailedMessagesArgs,
  OrderMessagesArgs,
  RetryMessageArgs,
} from './message-desk.inputs';
import { DeskMessage, FailedMessagePage } from './message-desk.types';

/**
 * The desk's view of messages: a booking's (reception), an order's (pharmacy), the failed ones
 * of the role's desks, and sending one again. Admins see every desk's.
 */
@Resolver(() => DeskMessage)
export class MessageDeskResolver {
  @Authorized('admin', 'reception')
  @Query(() => [DeskMessage], {
    description: "A booking's messages, oldest first; NOT_FOUND if no booking has that reference",
  })
  appointmentMessages(
    @Args(() => AppointmentMessagesArgs) args: AppointmentMessagesArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.messageDesk.forAppointment(ctx.request, args.reference);
  }

  @Authorized('admin', 'pharmacy')
  @Query(() => [DeskMessage], {
    description: "An order's messages, oldest first; NOT_FOUND if no order has that number",
  })
  orderMessages(@Args(() => OrderMessagesArgs) args: OrderMessagesArgs, @Ctx() ctx: AppContext) {
    return ctx.services.messageDesk.forOrder(ctx.request, args.orderNumber);
  }

  @Authorized('admin', 'reception', 'pharmacy')
  @Query(() => FailedMessagePage, {
    description:
      'Failed messages of the desks the role answers for (reception: bookings and contact ' +
      'alerts; pharmacy: orders; admin: all), the last to fail first, 30 a page',
  })
  failedMessages(@Args(() => FailedMessagesArgs) args: FailedMessagesArgs, @Ctx() ctx: AppContext) {
    return ctx.services.messageDesk.failed(ctx.request, args.page ?? 1);
  }

  @Authorized('admin', 'reception', 'pharmacy')
  @Mutation(() => DeskMessage, {
    description:
      'Sends a FAILED message again (QUEUED, a new job; audited). FORBIDDEN for another desk’s ' +
      'message, CONFLICT when it is no longer FAILED or is a lookup code',
  })
  retryMessage(@Args(() => RetryMessageArgs) args: RetryMessageArgs, @Ctx() ctx: AppContext) {
    return ctx.services.messageDesk.retry(ctx.request, args.id);
  }
}
