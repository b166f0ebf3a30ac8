/** A patient's word about messages: stop them, or start them again. */
export interface OptOutReply {
  kind: 'stop' | 'start';
  /** The 10-digit Indian mobile number the reply came from. */
  phone: string;
}

/** What the Cloud API says of a message we sent, by its id (wamid). */
export interface DeliveryReceipt {
  providerMessageId: string;
  outcome: 'delivered' | 'failed';
  /** Why it failed, in the provider's words (its code and title; no personal data). */
  reason?: string;
}

export interface InboundEvents {
  replies: OptOutReply[];
  receipts: DeliveryReceipt[];
}

/** The words that stop messages and start them again, compared in upper case. */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE']);
const START_WORDS = new Set(['START']);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a provider's JSON, read defensively
type Loose = any;

const list = (value: unknown): Loose[] => (Array.isArray(value) ? value : []);

/** "919876543210" -> "9876543210"; anything but an Indian mobile number is not ours. */
export function indianMobile(waId: unknown): string | null {
  const digits = typeof waId === 'string' ? waId.replace(/\D/g, '') : '';
  const ten = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : null;
  return ten && /^[6-9]\d{9}$/.test(ten) ? ten : null;
}

/** The word a patient typed, as STOP_WORDS compare it: "  stop. " -> "STOP". */
export function replyWord(text: unknown): string {
  return typeof text === 'string'
    ? text
        .trim()
        .replace(/[.!\s]+$/u, '')
        .toUpperCase()
    : '';
}

/** STOP or START from `phone` (on WhatsApp or by SMS); null for any other words. */
export function optOutReplyOf(phone: string, text: unknown): OptOutReply | null {
  const word = replyWord(text);
  if (STOP_WORDS.has(word)) return { kind: 'stop', phone };
  if (START_WORDS.has(word)) return { kind: 'start', phone };
  return null;
}

/**
 * The replies and receipts in one webhook delivery (`entry[].changes[].value` with
 * `messages[]` and `statuses[]`, as the Cloud API documents them), in the order sent. Anything
 * else (other words, media, reactions, `sent`/`read` of no interest) is left out.
 */
export function inboundEvents(body: Loose): InboundEvents {
  const events: InboundEvents = { replies: [], receipts: [] };
  if (body?.object !== 'whatsapp_business_account') return events;
  for (const entry of list(body.entry)) {
    for (const change of list(entry?.changes)) {
      const value = change?.value;
      for (const message of list(value?.messages)) {
        if (message?.type !== 'text') continue;
        const phone = indianMobile(message.from);
        const reply = phone ? optOutReplyOf(phone, message.text?.body) : null;
        if (reply) events.replies.push(reply);
      }
      for (const status of list(value?.statuses)) {
        const id = typeof status?.id === 'string' ? status.id : '';
        if (!id || id.length > 200) continue;
        if (status.status === 'delivered' || status.status === 'read') {
          events.receipts.push({ providerMessageId: id, outcome: 'delivered' });
        } else if (status.status === 'failed') {
          const error = list(status.errors)[0];
          const reason = [error?.code, error?.title]
            .filter((part) => typeof part === 'string' || typeof part === 'number')
            .join(' ')
            .slice(0, 200);
          events.receipts.push({
            providerMessageId: id,
            outcome: 'failed',
            reason: `WhatsApp could not deliver it${reason ? `: ${reason}` : ''}`,
          });
        }
      }
    }
  }
  return events;
}
