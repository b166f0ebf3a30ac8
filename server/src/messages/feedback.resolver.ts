import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { FeedbackInput, FeedbackReceipt } from './feedback.input';

@Resolver()
export class FeedbackResolver {
  @Mutation(() => FeedbackReceipt, { description: 'Stores feedback; rate-limited per client' })
  submitFeedback(
    @Arg('input', () => FeedbackInput) input: FeedbackInput,
    @Ctx() ctx: AppContext,
  ): Promise<FeedbackReceipt> {
    return ctx.services.feedback.submit(ctx.request, input);
  }
}
