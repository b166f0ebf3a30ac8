import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../common/context';
import { FeedbackInput, FeedbackReceipt } from './feedback.input';
import { FeedbackService } from './feedback.service';

@Resolver()
export class FeedbackResolver {
  @Mutation(() => FeedbackReceipt, { description: 'Stores feedback; rate-limited per client' })
  submitFeedback(
    @Arg('input', () => FeedbackInput) input: FeedbackInput,
    @Ctx() ctx: AppContext,
  ): Promise<FeedbackReceipt> {
    return new FeedbackService(ctx.dataSource, ctx.rateLimiter).submit(input, ctx.clientAddress);
  }
}
