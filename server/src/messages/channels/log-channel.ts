import { MASK, scrubText } from '../../common/log-masking';
import type { Logger } from '../../common/logger';
import type { Channel, Delivery, SentReceipt } from './channel';

/**
 * Development's channel and the default: the message goes to the log instead of a provider, its
 * words scrubbed like any log line (no phone, e-mail, order number or booking reference), so a
 * developer sees what would be sent and a log never holds what unlocks a patient's records.
 */
export class LogChannel implements Channel {
  readonly name = 'log' as const;

  constructor(private readonly logger: Logger) {}

  accepts(): boolean {
    return true;
  }

  async send(delivery: Delivery): Promise<SentReceipt> {
    this.logger.info(
      {
        messageId: delivery.id,
        template: delivery.template,
        to: delivery.phone ? 'phone' : 'email',
        // A one-time code is six digits, shorter than the phone numbers scrubText finds.
        text: scrubText(delivery.content.text).replace(/\b\d{6}\b/g, MASK),
      },
      `message ${delivery.template} (log channel)`,
    );
    return { providerMessageId: `log-${delivery.id}` };
  }
}
