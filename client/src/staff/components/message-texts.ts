// Words of the desk's message lists (a booking's, an order's, the failed ones).
import type { MessageStatus } from '../graphql/__generated__/graphql';

export const messageStatusTexts: Record<MessageStatus, string> = {
  QUEUED: 'Queued',
  SENDING: 'Sending',
  SENT: 'Sent',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
  DROPPED: 'Not sent',
};

export const channelTexts: Record<string, string> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  email: 'E-mail',
  log: 'Log (development)',
};

export const messageTexts = {
  heading: 'Messages',
  show: 'Messages',
  hide: 'Hide messages',
  panelFor: (what: string) => `Messages for ${what}`,
  loading: 'Loading messages…',
  failed: 'The messages could not be loaded.',
  retryLoad: 'Try again',
  none: 'No messages yet.',
  channel: (name: string) => `by ${channelTexts[name] ?? name}`,
  attempts: (count: number) => (count === 1 ? '1 try' : `${count} tries`),
  queued: (when: string) => `Queued ${when}`,
  due: (when: string) => `due ${when}`,
  sent: (when: string) => `sent ${when}`,
  reason: (why: string) => `Why: ${why}`,
  retry: 'Retry',
  retrying: 'Sending again…',
  retried: 'Queued again.',
  retryFailed: 'It could not be queued again.',
} as const;
