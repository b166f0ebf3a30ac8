import type { DataSource } from 'typeorm';
import type { RateLimiter, RateLimitRule } from '../common/rate-limit';
import type { RequestContext } from '../common/request-context';
import { Feedback } from './feedback.entity';
import { FEEDBACK_THANKS, type FeedbackInput, type FeedbackReceipt } from './feedback.input';

/** Generous for a family sharing one phone or a clinic's Wi-Fi; stops a script filling the table. */
export const FEEDBACK_LIMIT: RateLimitRule = {
  name: 'feedback',
  limit: 10,
  windowMs: 15 * 60_000,
  message: 'You have sent a lot of feedback in a short time. Please try again in a few minutes.',
};

export class FeedbackService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Stores the feedback as typed (trimmed); `input` has passed the FeedbackInput rules. */
  async submit(ctx: RequestContext, input: FeedbackInput): Promise<FeedbackReceipt> {
    await this.rateLimiter.hit(FEEDBACK_LIMIT, ctx.clientKey);
    const repository = this.dataSource.getRepository(Feedback);
    const saved = await repository.save(
      repository.create({
        name: input.name.trim(),
        condition: input.condition?.trim() || null,
        message: input.message.trim(),
        rating: input.rating,
        consentToPublish: input.consentToPublish,
      }),
    );
    return { id: saved.id, message: FEEDBACK_THANKS };
  }
}
