import type { Catalogue } from './catalogue';

/** Said under every patient message but a one-time code (the opt-out, honoured and stored). */
const STOP = 'Reply STOP to stop reminders and updates.';

/**
 * English. Short, plain and the same on every channel; nothing names a condition or symptom,
 * so a message read over a shoulder or on a shared phone gives nothing away.
 */
export const en: Catalogue = {
  booking_made: {
    subject: (p) => `Booking ${p.reference} received`,
    text: (p) =>
      `We have your booking ${p.reference} with ${p.doctor} on ${p.when}. We will call you shortly to confirm it. Manage it: ${p.link} · Clinic: ${p.clinicPhone}. ${STOP}`,
  },
  booking_confirmed: {
    subject: (p) => `Booking ${p.reference} confirmed`,
    text: (p) =>
      `Your appointment ${p.reference} with ${p.doctor} on ${p.when} is confirmed. Manage it: ${p.link} · Clinic: ${p.clinicPhone}. ${STOP}`,
  },
  booking_rescheduled: {
    subject: (p) => `Booking ${p.reference} moved`,
    text: (p) =>
      `Your appointment ${p.reference} with ${p.doctor} is now on ${p.when}. Manage it: ${p.link} · Clinic: ${p.clinicPhone}. ${STOP}`,
  },
  booking_cancelled: {
    subject: (p) => `Booking ${p.reference} cancelled`,
    text: (p) =>
      `Your appointment ${p.reference} on ${p.when} is cancelled. To book again: ${p.link} · Clinic: ${p.clinicPhone}. ${STOP}`,
  },
  reminder_day_before: {
    subject: (p) => `Reminder: appointment ${p.reference} tomorrow`,
    text: (p) =>
      `Reminder: your appointment ${p.reference} with ${p.doctor} is on ${p.when}. Manage it: ${p.link} · Clinic: ${p.clinicPhone}. ${STOP}`,
  },
  reminder_two_hours: {
    subject: (p) => `Reminder: appointment ${p.reference} today`,
    text: (p) =>
      `Your appointment ${p.reference} with ${p.doctor} is in about two hours: ${p.when}. Manage it: ${p.link} · Clinic: ${p.clinicPhone}. ${STOP}`,
  },
  order_placed: {
    subject: (p) => `Order ${p.orderNumber} received`,
    text: (p) =>
      `We have your order ${p.orderNumber} (${p.total}). We will call you to confirm delivery. Track it: ${p.link} · Clinic: ${p.clinicPhone}. ${STOP}`,
  },
  prescription_rejected: {
    subject: (p) => `Order ${p.orderNumber}: prescription not accepted`,
    text: (p) =>
      `We could not accept the prescription for order ${p.orderNumber}, so it is cancelled. The reason is on the order page: ${p.link} · Clinic: ${p.clinicPhone}. ${STOP}`,
  },
  order_shipped: {
    subject: (p) => `Order ${p.orderNumber} is on its way`,
    text: (p) =>
      `Your order ${p.orderNumber} is out for delivery. Track it: ${p.link} · Clinic: ${p.clinicPhone}. ${STOP}`,
  },
  order_delivered: {
    subject: (p) => `Order ${p.orderNumber} delivered`,
    text: (p) =>
      `Your order ${p.orderNumber} has been delivered. Your invoice: ${p.link} · Clinic: ${p.clinicPhone}. ${STOP}`,
  },
  order_cancelled: {
    subject: (p) => `Order ${p.orderNumber} cancelled`,
    text: (p) =>
      `Your order ${p.orderNumber} is cancelled. See why: ${p.link} · Clinic: ${p.clinicPhone}. ${STOP}`,
  },
  lookup_code: {
    subject: (p) => `Your code: ${p.code}`,
    text: (p) =>
      `${p.code} is your code to see your orders. It works for ${p.minutes} minutes. Never share it; the clinic will never ask for it.`,
  },
  contact_reply: {
    subject: () => 'A reply from the clinic',
    text: (p) => `Dear ${p.name}, ${p.reply} · Clinic: ${p.clinicPhone}. ${STOP}`,
  },
  clinic_new_booking: {
    subject: (p) => `New booking ${p.reference}`,
    text: (p) => `New booking ${p.reference} with ${p.doctor} on ${p.when}. Open it: ${p.link}`,
  },
  clinic_new_order: {
    subject: (p) => `New order ${p.orderNumber}`,
    text: (p) => `New order ${p.orderNumber} (${p.total}). Open it: ${p.link}`,
  },
  clinic_new_contact: {
    subject: () => 'New message from the website',
    text: (p) => `A new message arrived through the website at ${p.when}. Read it: ${p.link}`,
  },
};
