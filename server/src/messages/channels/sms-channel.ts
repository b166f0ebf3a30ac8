import { scrubText } from '../../common/log-masking';
import type { OtherLanguage, SmsConfig } from '../messages-config';
import { ChannelError, type Channel, type Delivery, type SentReceipt } from './channel';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  IDEMPOTENCY_HEADER,
  isRecord,
  postJson,
  retryableStatus,
} from './post-json';

/** Words an English template can carry as they are: Latin letters, digits, signs and ₹. */
const READS_IN_ENGLISH = /^[\x20-\x7E₹]*$/;

/**
 * The DLT template a message goes as. A message in another language goes as that language's
 * own template. Without one it goes as the English template only when every variable reads in
 * English (a code, an order number, a link, a sum): the patient then gets a whole English
 * message rather than none while the Hindi templates await registration. A message whose
 * variables hold Hindi words (a date) does not: the English template would carry Hindi mid
 * sentence, which the operators' DLT scrubbing may refuse after MSG91 has accepted it, so SMS
 * leaves it to the next channel (or to staff, with the reason).
 */
export function dltTemplateId(
  config: Pick<SmsConfig, 'templateIds' | 'translations'>,
  delivery: Pick<Delivery, 'template' | 'locale' | 'content'>,
): string | undefined {
  const english = config.templateIds[delivery.template];
  if (!Object.hasOwn(config.translations, delivery.locale)) return english;
  const own = config.translations[delivery.locale as OtherLanguage].templateIds[delivery.template];
  if (own) return own;
  return delivery.content.variables.every((text) => READS_IN_ENGLISH.test(text))
    ? english
    : undefined;
}

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
      dltTemplateId(this.config, delivery) !== undefined
    );
  }

  async send(delivery: Delivery): Promise<SentReceipt> {
    const templateId = dltTemplateId(this.config, delivery);
    if (!templateId) {
      throw new ChannelError(
        `No DLT template id for ${delivery.template} in ${delivery.locale} (SMS_TEMPLATES)`,
        false,
      );
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
