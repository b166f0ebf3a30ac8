import type { MessageTemplate } from '../outbox/message-templates';

export const CHANNEL_NAMES = ['whatsapp', 'sms', 'email', 'log'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

/** A message's words in one language, as the templates catalogue renders them. */
export interface RenderedMessage {
  /** E-mail subject. */
  subject: string;
  /** The whole message as plain text (e-mail body, the log channel). */
  text: string;
  /**
   * The template's variables in the order the provider's approved template numbers them
   * ({{1}}, {{2}}, ... on WhatsApp; var1, var2, ... on the SMS Flow API).
   */
  variables: string[];
}

/** What a channel is handed: one outbox message, rendered. */
export interface Delivery {
  /** The outbox message's id: the idempotency key the provider receives with it. */
  id: string;
  template: MessageTemplate;
  locale: string;
  phone: string | null;
  email: string | null;
  content: RenderedMessage;
}

export interface SentReceipt {
  /** The provider's id for the message (WhatsApp wamid, SMS request id, SMTP Message-ID). */
  providerMessageId: string;
}

/** One way of reaching people; a small class per provider, tested against a real server. */
export interface Channel {
  readonly name: ChannelName;
  /** Whether it can carry this delivery at all (an address of its kind, a mapped template). */
  accepts(delivery: Delivery): boolean;
  /** Hands the message over; throws ChannelError when the provider did not take it. */
  send(delivery: Delivery): Promise<SentReceipt>;
  /** Closes connections (SMTP pool) on shutdown. */
  close?(): Promise<void>;
}

/**
 * The provider refused or could not be reached. `retryable`: worth trying again later (timeouts,
 * 429, 5xx); not: the same request will never pass (4xx, bad number, unknown template). The
 * message is for staff: the provider's reason, no personal data.
 */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ChannelError';
  }
}
