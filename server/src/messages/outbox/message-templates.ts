/**
 * Every message the clinic sends, by template name. The words of each, per language, live in
 * `server/src/messages/templates/<locale>.ts`; a provider's template (WhatsApp template name, SMS
 * DLT template id) is mapped to these names in configuration. No template names a condition or a
 * symptom; each carries the booking reference or order number, the clinic's phone and a link.
 */
export const MESSAGE_TEMPLATES = [
  // To the patient
  'booking_made',
  'booking_confirmed',
  'booking_rescheduled',
  'booking_cancelled',
  'reminder_day_before',
  'reminder_two_hours',
  'order_placed',
  'prescription_rejected',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'lookup_code',
  // The inbox's answer to a contact message, in the staff member's words
  'contact_reply',
  // To the clinic
  'clinic_new_booking',
  'clinic_new_order',
  'clinic_new_contact',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/**
 * Sent at once even in quiet hours: what the patient is waiting for on screen (a confirmation of
 * what they just did, a one-time code). Everything else waits for the morning.
 */
export const QUIET_HOURS_EXEMPT: ReadonlySet<MessageTemplate> = new Set([
  'booking_made',
  'booking_confirmed',
  'order_placed',
  'lookup_code',
]);

/** Sent even to a phone that opted out: asked for on screen, or a confirmation of a change. */
export const OPT_OUT_EXEMPT: ReadonlySet<MessageTemplate> = new Set(['lookup_code']);

/** The clinic's own alerts; the rest go to patients. */
export const CLINIC_TEMPLATES: ReadonlySet<MessageTemplate> = new Set([
  'clinic_new_booking',
  'clinic_new_order',
  'clinic_new_contact',
]);
