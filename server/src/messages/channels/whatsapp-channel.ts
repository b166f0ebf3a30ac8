import { scrubText } from '../../common/log-masking';
import type { OtherLanguage, WhatsAppConfig } from '../messages-config';
import { ChannelError, type Channel, type Delivery, type SentReceipt } from './channel';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  IDEMPOTENCY_HEADER,
  isRecord,
  postJson,
  retryableStatus,
} from './post-json';

/**
 * Graph API error codes that mean "not now" even on a 4xx: throttling (4, 80007, 130429), the
 * per-pair and spam rate limits (131056, 131048), temporary or unknown service errors (1, 2,
 * 131000, 131016). Everything else on a 4xx (bad number, unknown template, wrong parameters,
 * expired token) fails the same way every time.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

/**
 * WhatsApp through the Cloud API: one approved utility template per message, its body parameters
 * the rendered message's variables in order. The outbox message's id travels as the
 * Idempotency-Key header and as `biz_opaque_callback_data`, which Meta echoes in its status
 * webhooks so a delivery receipt can find its message.
 */
export class WhatsAppChannel implements Channel {
  readonly name = 'whatsapp' as const;

  constructor(
    private readonly config: WhatsAppConfig,
    private readonly timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS,
  ) {}

  accepts(delivery: Delivery): boolean {
    return delivery.phone !== null && /^\d{10}$/.test(delivery.phone);
  }

  async send(delivery: Delivery): Promise<SentReceipt> {
    const { apiUrl, phoneNumberId, token } = this.config;
    const { name, language } = approvedTemplate(this.config, delivery);
    const reply = await postJson(
      'WhatsApp',
      `${apiUrl}/${encodeURIComponent(phoneNumberId)}/messages`,
      { authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: delivery.id },
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: `91${delivery.phone}`,
        type: 'template',
        biz_opaque_callback_data: delivery.id,
        template: {
          name,
          language: { code: language },
          components: [
            {
              type: 'body',
              parameters: delivery.content.variables.map((text) => ({ type: 'text', text })),
            },
          ],
        },
      },
      this.timeoutMs,
    );
    const messages = isRecord(reply.body) ? reply.body.messages : undefined;
    const id = Array.isArray(messages) && isRecord(messages[0]) ? messages[0].id : undefined;
    if (reply.status === 200 && typeof id === 'string') return { providerMessageId: id };
    throw refusal(reply.status, reply.body);
  }
}

/**
 * The approved template a message goes as: in its language's code, under the name configured
 * for that language, else its English name (Meta keeps a template's languages under one name),
 * else our own. A locale without templates of its own was rendered in English and goes so.
 */
export function approvedTemplate(
  config: Pick<WhatsAppConfig, 'language' | 'templates' | 'translations'>,
  delivery: Pick<Delivery, 'template' | 'locale'>,
): { name: string; language: string } {
  const english = config.templates[delivery.template] ?? delivery.template;
  const translation = Object.hasOwn(config.translations, delivery.locale)
    ? config.translations[delivery.locale as OtherLanguage]
    : undefined;
  if (!translation) return { name: english, language: config.language };
  return {
    name: translation.templates[delivery.template] ?? english,
    language: translation.language,
  };
}

/** Meta's reason and code, scrubbed (an error may quote the number), for staff to read. */
function refusal(status: number, body: unknown): ChannelError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code = typeof error?.code === 'number' ? error.code : undefined;
  const message = typeof error?.message === 'string' ? error.message : 'no reason given';
  if (status === 200) {
    return new ChannelError('WhatsApp answered without a message id', false);
  }
  return new ChannelError(
    scrubText(
      `WhatsApp refused the message (HTTP ${status}${code ? `, code ${code}` : ''}): ${message}`,
    ),
    retryableStatus(status) || (code !== undefined && RETRYABLE_CODES.has(code)),
  );
}
