import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { Appointment } from '../../booking/appointment.entity';
import { Order } from '../../shop/order.entity';
import { ContactMessage } from '../contact-message.entity';
import type { MessageTemplate } from './message-templates';

/** Where a message stands; see outbox-message-status.ts for what moves it. */
export const OUTBOX_STATUSES = [
  'QUEUED',
  'SENDING',
  'SENT',
  'DELIVERED',
  'FAILED',
  'DROPPED',
] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const MESSAGE_AUDIENCES = ['PATIENT', 'CLINIC'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(',');

/**
 * One message to one person, written in the same transaction as the change it tells of, and the
 * record of its delivery. Its id is the idempotency key every provider receives and the id of its
 * job on the queue, so a message is one job and is sent once. `params` carries only the words its
 * template fills in (reference, number, date, the clinic's phone, a link): never a condition,
 * symptom or note.
 */
@Entity({ name: 'outbox_message' })
@Index('outbox_message_appointment_id', ['appointmentId'])
@Index('outbox_message_order_id', ['orderId'])
@Index('outbox_message_status_send_at', ['status', 'sendAt'])
@Check('outbox_message_status_known', `status IN (${quoted(OUTBOX_STATUSES)})`)
@Check('outbox_message_audience_known', `audience IN (${quoted(MESSAGE_AUDIENCES)})`)
@Check('outbox_message_has_address', 'phone IS NOT NULL OR email IS NOT NULL')
@Check('outbox_message_phone_format', `phone IS NULL OR phone ~ '^[0-9]{10}$'`)
@Check('outbox_message_attempts_range', 'attempts >= 0')
export class OutboxMessage {
  /** Made by the app (randomUUID) before the row is written. */
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  template: MessageTemplate;

  @Column('text')
  audience: MessageAudience;

  @Column('text', { default: 'en' })
  locale: string;

  /** A 10-digit Indian mobile number (WhatsApp and SMS), or null. */
  @Column('text', { nullable: true })
  phone: string | null;

  @Column('text', { nullable: true })
  email: string | null;

  @Column('jsonb')
  params: Record<string, string>;

  @ManyToOne(() => Appointment, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  appointment: Relation<Appointment> | null;

  @Column('int', { nullable: true })
  appointmentId: number | null;

  @ManyToOne(() => Order, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  order: Relation<Order> | null;

  @Column('int', { nullable: true })
  orderId: number | null;

  @ManyToOne(() => ContactMessage, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  contactMessage: Relation<ContactMessage> | null;

  @Column('int', { nullable: true })
  contactMessageId: number | null;

  /** Not before: a reminder's time, or the end of quiet hours. */
  @Column('timestamptz')
  sendAt: Date;

  @Column('text', { default: 'QUEUED' })
  status: OutboxStatus;

  /** The channel that sent it, or that tried last. */
  @Column('text', { nullable: true })
  channel: string | null;

  @Column('int', { default: 0 })
  attempts: number;

  /** Why the last try failed, or why it was dropped; words for staff, no personal data. */
  @Column('text', { nullable: true })
  lastError: string | null;

  @Column('text', { nullable: true })
  providerMessageId: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;

  @Column('timestamptz', { default: () => 'now()' })
  updatedAt: Date;
}
