import { randomUUID } from 'node:crypto';
import type { Delivery } from '../messages/channels/channel';
import type { MessageTemplate } from '../messages/outbox/message-templates';
import { renderMessage } from '../messages/templates/render';
import { freshPhone } from './phones';

/** Every template parameter a test message may need, as the outbox would hold them. */
const PARAMS: Record<string, string> = {
  reference: 'APT-7K3Q9',
  doctor: 'Dr Asha Rao',
  when: 'Tue, 24 Nov 2026, 10:30 am',
  clinicPhone: '+91 98765 43210',
  link: 'https://clinic.example.in/appointments/manage',
  orderNumber: 'ORD-20261124-0042',
  total: '₹1,250',
  code: '482913',
  minutes: '15',
};

/** The same in Hindi, as a Hindi booking or order writes them (param-words.ts). */
const PARAMS_HI: Record<string, string> = {
  ...PARAMS,
  when: 'मंगलवार, 24 नवंबर 2026, सुबह 10:30',
};

/**
 * A rendered outbox message with its own id (the idempotency key) and a fresh phone, in English
 * unless `locale` says otherwise.
 */
export function aDelivery(
  template: MessageTemplate = 'booking_made',
  address: { phone?: string | null; email?: string | null } = {},
  locale: 'en' | 'hi' = 'en',
): Delivery {
  return {
    id: randomUUID(),
    template,
    locale,
    phone: address.phone === undefined ? freshPhone() : address.phone,
    email: address.email === undefined ? null : address.email,
    content: renderMessage(template, locale, locale === 'hi' ? PARAMS_HI : PARAMS),
  };
}
