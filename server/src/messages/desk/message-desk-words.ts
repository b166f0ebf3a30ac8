import type { MessageTemplate } from '../outbox/message-templates';

/** What the desk calls each message: words for staff, never the message's own text. */
export const TEMPLATE_LABELS: Record<MessageTemplate, string> = {
  booking_made: 'Booking received',
  booking_confirmed: 'Booking confirmed',
  booking_rescheduled: 'Booking moved',
  booking_cancelled: 'Booking cancelled',
  reminder_day_before: 'Reminder, the day before',
  reminder_two_hours: 'Reminder, two hours before',
  order_placed: 'Order received',
  prescription_rejected: 'Prescription not accepted',
  order_shipped: 'Order on its way',
  order_delivered: 'Order delivered',
  order_cancelled: 'Order cancelled',
  lookup_code: 'Order lookup code',
  contact_reply: 'Reply to a contact message',
  clinic_new_booking: 'Clinic alert: new booking',
  clinic_new_order: 'Clinic alert: new order',
  clinic_new_contact: 'Clinic alert: new contact message',
};

export const MESSAGE_DESK_WORDS = {
  notFound: 'There is no such message.',
  appointmentNotFound: 'No booking has that reference.',
  orderNotFound: 'No order has that number.',
  notFailed: 'Only a failed message can be sent again; this one has moved on since.',
  codeNotRetried:
    'A lookup code is not sent again: it lasts 15 minutes. The patient can ask for a new one.',
  notYourMessages: 'This message belongs to another desk.',
  page: 'Pages start at 1',
  reference: 'Booking references look like APT-7K3Q9',
  orderNumber: 'Order numbers look like ORD-20261122-4821',
  messageId: 'That is not a message id',
} as const;
