import { scrubText } from '../../common/log-masking';
import type { SmsConfig } from '../messages-config';
import { ChannelError, type Channel, type Delivery, type SentReceipt } from './channel';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  IDEMPOTENCY_HEADER,
  isRecord,
  postJson,
  retryableStatus,
} from './post-json';

/**
 * SMS through an MSG91-style Flow API. Indian SMS must use a DLT-registered template and sender
 * header, so a message without a template id in SMS_TEMPLATES is not this channel's to carry.
 * Variables go as var1..varN in the template's order; links are sent as written (short_url "0":
 * DLT templates whitelist our own addresses, not a shortener's).
 */
export class SmsChannel implements Channel {
  readonly name = 'sms' as const;

  constructor(
    private readonly config: SmsConfig,
    private readonly timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  ) {}

  accepts(delivery: Delivery): boolean {
    return (
      delivery.phone !== null &&
      /^\d{10}$/.test(delivery.phone) &&
      this.config.templateIds[delivery.template] !== undefined
    );
  }

  async send(delivery: Delivery): Promise<SentReceipt> {
    const templateId = this.config.templateIds[delivery.template];
    if (!templateId) {
      throw new ChannelError(`No DLT template id for ${delivery.template} (SMS_TEMPLATES)`, false);
    }
    const variables = Object.fromEntries(
      delivery.content.variables.map((value, i) => [`var${i + 1}`, value]),
    );
    const reply = await postJson(
      'The SMS provider',
      this.config.apiUrl,
      { authkey: this.config.authKey, [IDEMPOTENCY_HEADER]: delivery.id },
      {
        template_id: templateId,
        sender: this.config.sender,
        short_url: '0',
        recipients: [{ mobiles: `91${delivery.phone}`, ...variables }],
      },
      this.timeoutMs,
    );
    const body = isRecord(reply.body) ? reply.body : {};
    if (reply.status === 200 && body.type === 'success' && typeof body.message === 'string') {
      return { providerMessageId: body.message };
    }
    // MSG91 answers some refusals (an unknown template) with HTTP 200 and type "error".
    const reason = typeof body.message === 'string' ? body.message : 'no reason given';
    throw new ChannelError(
      scrubText(`The SMS provider refused the message (HTTP ${reply.status}): ${reason}`),
      retryableStatus(reply.status),
    );
  }
}
