import type { EntityManager } from 'typeorm';
import type { StaffRole } from '../../common/staff-role';
import type { MessageTemplate } from '../outbox/message-templates';
import type { OutboxStatus } from '../outbox/outbox-message.entity';
import { deskOf, DESKS_OF_ROLE, mayRetry } from './message-desk-rules';
import { TEMPLATE_LABELS } from './message-desk-words';
import { messageStatus, type DeskMessage } from './message-desk.types';

/** The columns the desk reads: never `params`, `phone` or `email`. */
const COLUMNS = `m.id, m.template, m.audience, m.channel, m.status, m.last_error, m.attempts,
  m.created_at, m.send_at, m.sent_at, m.updated_at, m.appointment_id, m.order_id,
  a.reference, o.order_number`;

const FROM = `FROM outbox_message m
  LEFT JOIN appointment a ON a.id = m.appointment_id
  LEFT JOIN customer_order o ON o.id = m.order_id`;

interface Row {
  id: string;
  template: MessageTemplate;
  audience: string;
  channel: string | null;
  status: OutboxStatus;
  last_error: string | null;
  attempts: number;
  created_at: Date;
  send_at: Date;
  sent_at: Date | null;
  updated_at: Date;
  appointment_id: number | null;
  order_id: number | null;
  reference: string | null;
  order_number: string | null;
}

function deskMessage(row: Row, role: StaffRole): DeskMessage {
  const desk = deskOf({
    template: row.template,
    appointmentId: row.appointment_id,
    orderId: row.order_id,
  });
  return {
    id: row.id,
    template: row.template,
    label: TEMPLATE_LABELS[row.template] ?? row.template,
    audience: row.audience,
    channel: row.channel,
    status: messageStatus(row.status),
    reason: row.last_error,
    attempts: Number(row.attempts),
    queuedAt: new Date(row.created_at),
    dueAt: new Date(row.send_at),
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
    updatedAt: new Date(row.updated_at),
    reference: row.reference,
    orderNumber: row.order_number,
    // A one-time code is never sent again: the patient asks for a new one (retry-failed).
    canRetry: row.status === 'FAILED' && row.template !== 'lookup_code' && mayRetry(role, desk),
  };
}

/** SQL that keeps the rows of the desks a role answers for (see DESKS_OF_ROLE). */
function deskFilter(role: StaffRole): string {
  const desks = DESKS_OF_ROLE[role];
  const parts: string[] = [];
  if (desks.includes('booking'))
    parts.push(`(m.appointment_id IS NOT NULL OR m.template = 'clinic_new_booking')`);
  if (desks.includes('order'))
    parts.push(`(m.order_id IS NOT NULL OR m.template = 'clinic_new_order')`);
  if (desks.includes('contact'))
    parts.push(`m.template IN ('clinic_new_contact', 'contact_reply')`);
  if (desks.includes('lookup')) parts.push(`m.template = 'lookup_code'`);
  return parts.length === 0 ? 'FALSE' : `(${parts.join(' OR ')})`;
}

export const FAILED_PAGE_SIZE = 30;

/** The outbox as the desk reads it. */
export class MessageDeskRead {
  /** A booking's messages, oldest first; null when no booking has that reference. */
  async forAppointment(
    manager: EntityManager,
    reference: string,
    role: StaffRole,
  ): Promise<DeskMessage[] | null> {
    const [appointment] = await manager.query(`SELECT id FROM appointment WHERE reference = $1`, [
      reference,
    ]);
    if (!appointment) return null;
    const rows: Row[] = await manager.query(
      `SELECT ${COLUMNS} ${FROM} WHERE m.appointment_id = $1 ORDER BY m.created_at, m.send_at, m.id`,
      [appointment.id],
    );
    return rows.map((row) => deskMessage(row, role));
  }

  /** An order's messages, oldest first; null when no order has that number. */
  async forOrder(
    manager: EntityManager,
    orderNumber: string,
    role: StaffRole,
  ): Promise<DeskMessage[] | null> {
    const [order] = await manager.query(`SELECT id FROM customer_order WHERE order_number = $1`, [
      orderNumber,
    ]);
    if (!order) return null;
    const rows: Row[] = await manager.query(
      `SELECT ${COLUMNS} ${FROM} WHERE m.order_id = $1 ORDER BY m.created_at, m.send_at, m.id`,
      [order.id],
    );
    return rows.map((row) => deskMessage(row, role));
  }

  /** One page of the failed messages of the role's desks, the last to fail first. */
  async failed(
    manager: EntityManager,
    role: StaffRole,
    page: number,
  ): Promise<{ messages: DeskMessage[]; page: number; hasMore: boolean }> {
    const rows: Row[] = await manager.query(
      `SELECT ${COLUMNS} ${FROM} WHERE m.status = 'FAILED' AND ${deskFilter(role)}
       ORDER BY m.updated_at DESC, m.id DESC LIMIT $1 OFFSET $2`,
      [FAILED_PAGE_SIZE + 1, (page - 1) * FAILED_PAGE_SIZE],
    );
    return {
      messages: rows.slice(0, FAILED_PAGE_SIZE).map((row) => deskMessage(row, role)),
      page,
      hasMore: rows.length > FAILED_PAGE_SIZE,
    };
  }

  /** One message, whatever its desk (the caller checks the role). */
  async one(manager: EntityManager, id: string, role: StaffRole): Promise<DeskMessage | null> {
    const [row]: Row[] = await manager.query(`SELECT ${COLUMNS} ${FROM} WHERE m.id = $1`, [id]);
    return row ? deskMessage(row, role) : null;
  }
}
