import { Args, ArgsType, Ctx, Field, Query, Resolver } from 'type-graphql';
import { Matches } from 'class-validator';
import type { AppContext } from '../context';
import { QUEUE_MESSAGES } from './desk-messages';
import { PublicQueue } from './public-queue';

@ArgsType()
export class QueueArgs {
  @Field(() => String, { description: "The doctor's page address, e.g. dr-rajesh-sharma" })
  @Matches(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: QUEUE_MESSAGES.doctorSlug })
  doctorSlug: string;
}

@Resolver(() => PublicQueue)
export class QueueResolver {
  @Query(() => PublicQueue, {
    nullable: true,
    description:
      "A doctor's queue today: now seeing and next, token numbers only; null for an unknown doctor",
  })
  queue(@Args(() => QueueArgs) args: QueueArgs, @Ctx() ctx: AppContext) {
    return ctx.services.queue.publicQueue(ctx.request, args.doctorSlug);
  }
}
