import type { DataSource } from 'typeorm';
import { clinicWords } from '../booking/clinic-time';
import type { RateLimiter, RateLimitRule } from '../common/rate-limit';
import type { RequestContext } from '../common/request-context';
import { ContactMessage } from './contact-message.entity';
import {
  CONTACT_THANKS,
  CONTACT_TITLE,
  type ContactMessageInput,
  type ContactReceipt,
} from './contact.input';
import type { Outbox } from './outbox/outbox';

export const CONTACT_LIMIT: RateLimitRule = {
  name: 'contact',
  limit: 10,
  windowMs: 15 * 60_000,
  message:
    'You have sent several messages in a short time. Please try again in a few minutes, or call us.',
};

/** Where the clinic reads what arrived: the staff console (the alert names no sender). */
export const CONTACT_ALERT_PATH = '/staff';

export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiter,
    private readonly outbox: Outbox,
    private readonly siteUrl: string,
  ) {}

  /**
   * Stores the message (trimmed, e-mail lower-cased) and, in the same transaction, the clinic's
   * alert of it; `input` has passed the input's rules.
   */
  async send(ctx: RequestContext, input: ContactMessageInput): Promise<ContactReceipt> {
    await this.rateLimiter.hit(CONTACT_LIMIT, ctx.clientKey);
    const now = ctx.now();
    const saved = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ContactMessage);
      const message = await repository.save(
        repository.create({
          name: input.name.trim(),
          email: input.email.trim().toLowerCase(),
          phone: input.phone || null,
          subject: input.subject.trim(),
          message: input.message.trim(),
        }),
      );
      const link = `${this.siteUrl.replace(/\/+$/, '')}${CONTACT_ALERT_PATH}`;
      await this.outbox.alertClinic(
        manager,
        'contact',
        { contactMessageId: message.id, params: { when: clinicWords(now), link } },
        now,
      );
      return message;
    });
    return { id: saved.id, title: CONTACT_TITLE, message: CONTACT_THANKS };
  }
}
