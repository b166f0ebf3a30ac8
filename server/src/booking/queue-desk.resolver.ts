import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { DoctorIdArgs, WalkInInput } from './desk.inputs';
import { DeskQueue, QueueEntry } from './desk.types';

/** Today's queue at the desk: walk-ins without a slot, and calling the next token. */
@Resolver(() => DeskQueue)
export class QueueDeskResolver {
  @Authorized('admin', 'reception')
  @Query(() => DeskQueue, { description: "A doctor's queue today" })
  deskQueue(@Args(() => DoctorIdArgs) args: DoctorIdArgs, @Ctx() ctx: AppContext) {
    return ctx.services.queue.deskQueue(ctx.request, args.doctorId);
  }

  @Authorized('admin', 'reception')
  @Mutation(() => QueueEntry, { description: "A walk-in without a slot: the day's next token" })
  addWalkIn(@Arg('input', () => WalkInInput) input: WalkInInput, @Ctx() ctx: AppContext) {
    return ctx.services.queue.addWalkIn(ctx.request, input);
  }

  @Authorized('admin', 'reception')
  @Mutation(() => DeskQueue, {
    description: 'The one now seeing the doctor is done; the next waiting token is called',
  })
  callNextToken(@Args(() => DoctorIdArgs) args: DoctorIdArgs, @Ctx() ctx: AppContext) {
    return ctx.services.queue.callNext(ctx.request, args.doctorId);
  }
}
