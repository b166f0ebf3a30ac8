import type { DataSource } from 'typeorm';
import type { RateLimiter, RateLimitRule } from '../common/rate-limit';
import type { RequestContext } from '../common/request-context';
import { NEWSLETTER_THANKS, type NewsletterArgs, type NewsletterReceipt } from './newsletter.args';
import { NewsletterSignup } from './newsletter-signup.entity';

export const NEWSLETTER_LIMIT: RateLimitRule = {
  name: 'newsletter',
  limit: 5,
  windowMs: 15 * 60_000,
  message: 'You have tried to subscribe several times in a short time. Please try again later.',
};

export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /**
   * Puts the address (trimmed, lower-cased) on the list once. A repeated address gets the same
   * answer as a new one, so the form never tells a stranger who has subscribed already.
   */
  async subscribe(ctx: RequestContext, { email }: NewsletterArgs): Promise<NewsletterReceipt> {
    await this.rateLimiter.hit(NEWSLETTER_LIMIT, ctx.clientKey);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(NewsletterSignup)
      .values({ email: email.trim().toLowerCase() })
      .orIgnore()
      .execute();
    return { subscribed: true, message: NEWSLETTER_THANKS };
  }
}
