import type { StaffRole } from '../../common/staff-role';
import type { MessageTemplate } from '../outbox/message-templates';

/** Which desk a message belongs to: the one that answers for what it tells of. */
export type MessageDesk = 'booking' | 'order' | 'contact' | 'lookup';

export function deskOf(message: {
  template: MessageTemplate;
  appointmentId: number | null;
  orderId: number | null;
}): MessageDesk {
  if (message.template === 'lookup_code') return 'lookup';
  if (message.appointmentId !== null || message.template === 'clinic_new_booking') return 'booking';
  if (message.orderId !== null || message.template === 'clinic_new_order') return 'order';
  if (message.template === 'clinic_new_contact' || message.template === 'contact_reply')
    return 'contact';
  return message.template.startsWith('order') || message.template.startsWith('prescription')
    ? 'order'
    : 'booking';
}

/**
 * Who sees and retries whose messages: reception the bookings' (and the clinic's contact alerts,
 * which it already reads), pharmacy the orders', an admin every desk's. A doctor none.
 */
export const DESKS_OF_ROLE: Record<StaffRole, readonly MessageDesk[]> = {
  admin: ['booking', 'order', 'contact', 'lookup'],
  reception: ['booking', 'contact'],
  pharmacy: ['order'],
  doctor: [],
};

/**
 * A one-time code is never sent again: it is void 15 minutes after it was asked for, and the
 * patient asks for a fresh one on the page.
 */
export const mayRetry = (role: StaffRole, desk: MessageDesk) =>
  desk !== 'lookup' && DESKS_OF_ROLE[role].includes(desk);
