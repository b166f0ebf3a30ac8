import {
  indianMobile,
  optOutReplyOf,
  type OptOutReply,
} from '../whatsapp-webhook/whatsapp-inbound';

/** Where Indian SMS providers' inbound forwarding puts the sender's number, first found wins. */
const SENDER_FIELDS = ['mobile', 'sender', 'msisdn', 'from'] as const;
/** ... and the words (a keyword-only forward carries just `keyword`). */
const TEXT_FIELDS = ['message', 'text', 'content', 'keyword'] as const;

const firstOf = (body: Record<string, unknown>, fields: readonly string[]) =>
  fields.map((field) => body[field]).find((value) => typeof value === 'string' && value !== '') as
    string | undefined;

/** "9876543210", "+91 98765 43210", "919876543210" -> "9876543210"; else null. */
export function smsMobile(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return indianMobile(digits.length === 10 ? `91${digits}` : digits);
}

export type SmsInbound =
  { kind: 'reply'; reply: OptOutReply | null } | { kind: 'unreadable'; problem: string };

/**
 * A patient's SMS as the provider forwards it (form fields or JSON: the sender in `mobile`,
 * `sender`, `msisdn` or `from`; the words in `message`, `text`, `content` or `keyword`): STOP or
 * START from an Indian mobile number, or null for anything else (other words, other numbers),
 * which is acknowledged and forgotten.
 */
export function smsInbound(body: unknown): SmsInbound {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const sender = firstOf(fields, SENDER_FIELDS);
  const text = firstOf(fields, TEXT_FIELDS);
  if (sender === undefined || text === undefined) {
    return {
      kind: 'unreadable',
      problem: `The body needs the sender (${SENDER_FIELDS.join(', ')}) and the words (${TEXT_FIELDS.join(', ')})`,
    };
  }
  const phone = smsMobile(sender);
  return { kind: 'reply', reply: phone ? optOutReplyOf(phone, text) : null };
}
