import type { DataSource } from 'typeorm';
import type { RateLimiter, RateLimitRule } from '../common/rate-limit';
import type { RequestContext } from '../common/request-context';
import { ContactMessage } from './contact-message.entity';
import {
  CONTACT_THANKS,
  CONTACT_TITLE,
  type ContactMessageInput,
  type ContactReceipt,
} from './contact.input';

export const CONTACT_LIMIT: RateLimitRule = {
  name: 'contact',
  limit: 10,
  windowMs: 15 * 60_000,
  message:
    'You have sent several messages in a short time. Please try again in a few minutes, or call us.',
};

export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Stores the message (trimmed, e-mail lower-cased); `input` has passed the input's rules. */
  async send(ctx: RequestContext, input: ContactMessageInput): Promise<ContactReceipt> {
    await this.rateLimiter.hit(CONTACT_LIMIT, ctx.clientKey);
    const repository = this.dataSource.getRepository(ContactMessage);
    const saved = await repository.save(
      repository.create({
        name: input.name.trim(),
        email: input.email.trim().toLowerCase(),
        phone: input.phone || null,
        subject: input.subject.trim(),
        message: input.message.trim(),
      }),
    );
    return { id: saved.id, title: CONTACT_TITLE, message: CONTACT_THANKS };
  }
}
