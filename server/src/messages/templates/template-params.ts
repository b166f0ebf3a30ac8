import type { MessageTemplate } from '../outbox/message-templates';

/**
 * The words each template is filled with, in the order providers number them ({{1}}, {{2}}... on
 * WhatsApp, var1, var2... on SMS): the approved templates must use this order. Values are text
 * already formatted for the patient (a date in clinic time, money in rupees). None names a
 * condition or symptom; a staff-written reason is never sent (the patient reads it in lookup).
 */
export const TEMPLATE_PARAMS = {
  booking_made: ['reference', 'doctor', 'when', 'clinicPhone', 'link'],
  booking_confirmed: ['reference', 'doctor', 'when', 'clinicPhone', 'link'],
  booking_rescheduled: ['reference', 'doctor', 'when', 'clinicPhone', 'link'],
  booking_cancelled: ['reference', 'when', 'clinicPhone', 'link'],
  reminder_day_before: ['reference', 'doctor', 'when', 'clinicPhone', 'link'],
  reminder_two_hours: ['reference', 'doctor', 'when', 'clinicPhone', 'link'],
  order_placed: ['orderNumber', 'total', 'clinicPhone', 'link'],
  prescription_rejected: ['orderNumber', 'clinicPhone', 'link'],
  order_shipped: ['orderNumber', 'clinicPhone', 'link'],
  order_delivered: ['orderNumber', 'clinicPhone', 'link'],
  order_cancelled: ['orderNumber', 'clinicPhone', 'link'],
  lookup_code: ['code', 'minutes'],
  // The one template that carries staff-written words: the reply the patient asked for.
  contact_reply: ['name', 'reply', 'clinicPhone'],
  clinic_new_booking: ['reference', 'doctor', 'when', 'link'],
  clinic_new_order: ['orderNumber', 'total', 'link'],
  clinic_new_contact: ['when', 'link'],
} as const satisfies Record<MessageTemplate, readonly string[]>;

export type TemplateParams<T extends MessageTemplate> = Record<
  (typeof TEMPLATE_PARAMS)[T][number],
  string
>;
