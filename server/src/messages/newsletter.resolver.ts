import { Args, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../common/context';
import { NewsletterArgs, NewsletterReceipt } from './newsletter.args';
import { NewsletterService } from './newsletter.service';

@Resolver()
export class NewsletterResolver {
  @Mutation(() => NewsletterReceipt, {
    description: 'Adds an e-mail address to the newsletter; idempotent; rate-limited',
  })
  subscribeNewsletter(
    @Args(() => NewsletterArgs) args: NewsletterArgs,
    @Ctx() ctx: AppContext,
  ): Promise<NewsletterReceipt> {
    return new NewsletterService(ctx.dataSource, ctx.rateLimiter).subscribe(
      args,
      ctx.clientAddress,
    );
  }
}
