import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Appointment } from './appointment.entity';
import type { AppointmentStatus } from './appointment-status';

/** Who made a change: the patient online, the server itself, a staff member or an integration key. */
export type ChangeActorKind = 'patient' | 'system' | 'staff' | 'key';

const STATUSES = `'PENDING','CONFIRMED','ARRIVED','COMPLETED','NO_SHOW','CANCELLED'`;

/**
 * One step in an appointment's life: its booking (from nothing), every change of status, and
 * each reschedule (same status, with the note the patient reads). Rows are only added. `by` is
 * the staff member's or key's name as it was, or 'patient' / 'system'; patients never see it.
 */
@Entity({ name: 'appointment_status_change' })
@Check('appointment_status_change_to_known', `to_status IN (${STATUSES})`)
@Check(
  'appointment_status_change_from_known',
  `from_status IS NULL OR from_status IN (${STATUSES})`,
)
@Check('appointment_status_change_actor_known', `actor_kind IN ('patient','system','staff','key')`)
@Check('appointment_status_change_by_present', `length(btrim(by)) > 0`)
@Index('appointment_status_change_appointment_at', ['appointmentId', 'at'])
export class AppointmentStatusChange {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @ManyToOne(() => Appointment, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  appointment: Relation<Appointment>;

  @Column('int')
  appointmentId: number;

  /** null for the booking itself. */
  @Column('text', { nullable: true })
  fromStatus: AppointmentStatus | null;

  @Column('text')
  toStatus: AppointmentStatus;

  @Column('text')
  actorKind: ChangeActorKind;

  @Column('text')
  by: string;

  /** Why, as the desk gave it; a clinic's cancel reason is what the patient sees. */
  @Column('text', { nullable: true })
  reason: string | null;

  /** What the patient reads of a change that is not a status (a reschedule's new time). */
  @Column('text', { nullable: true })
  note: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  at: Date;
}
