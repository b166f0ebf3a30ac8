import { Args, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../context';
import { NewsletterArgs, NewsletterReceipt } from './newsletter.args';

@Resolver()
export class NewsletterResolver {
  @Mutation(() => NewsletterReceipt, {
    description: 'Adds an e-mail address to the newsletter; idempotent; rate-limited',
  })
  subscribeNewsletter(
    @Args(() => NewsletterArgs) args: NewsletterArgs,
    @Ctx() ctx: AppContext,
  ): Promise<NewsletterReceipt> {
    return ctx.services.newsletter.subscribe(ctx.request, args);
  }
}
