import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { Doctor } from '../clinic/doctor.entity';
import { dateText } from './column-text';
import { Appointment } from './appointment.entity';

export enum QueueEntryStatus {
  WAITING = 'WAITING',
  /** "Now seeing": at most one per doctor and day. */
  CALLED = 'CALLED',
  DONE = 'DONE',
}

/**
 * A doctor's queue on one clinic day: the last token given. Tokens are drawn by incrementing this
 * row (an upsert), so parallel arrivals wait for each other's row lock and never share a number.
 */
@Entity({ name: 'queue_day' })
@Check('queue_day_last_token_positive', 'last_token > 0')
export class QueueDay {
  @PrimaryColumn('int')
  doctorId: number;

  @PrimaryColumn('date', { transformer: dateText })
  day: string;

  @Column('int')
  lastToken: number;

  @ManyToOne(() => Doctor, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  doctor: Relation<Doctor>;
}

/**
 * One person in a doctor's queue: an arrival with an appointment, or a walk-in without a slot.
 * The database holds the queue's rules: one token per number per doctor and day, at most one
 * person "now seeing", an appointment queued once.
 */
@Entity({ name: 'queue_entry' })
@Unique('queue_entry_token_unique', ['doctorId', 'day', 'token'])
@Unique('queue_entry_appointment_unique', ['appointmentId'])
@Index('queue_entry_one_called', ['doctorId', 'day'], {
  unique: true,
  where: `status = 'CALLED'`,
})
@Check('queue_entry_status_known', `status IN ('WAITING','CALLED','DONE')`)
@Check('queue_entry_token_positive', 'token > 0')
@Check('queue_entry_name_present', 'length(btrim(name)) > 0 AND length(name) <= 80')
@Check('queue_entry_phone_10_digits', `phone IS NULL OR phone ~ '^[0-9]{10}$'`)
export class QueueEntry {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @ManyToOne(() => Doctor, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  doctor: Relation<Doctor>;

  @Column('int')
  doctorId: number;

  /** The clinic date of the queue. */
  @Column('date', { transformer: dateText })
  day: string;

  @Column('int')
  token: number;

  /** As the desk calls the person: "Asha K." for an appointment, the name given for a walk-in. */
  @Column('text')
  name: string;

  @Column('text', { nullable: true })
  phone: string | null;

  @ManyToOne(() => Appointment, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn()
  appointment: Relation<Appointment> | null;

  @Column('int', { nullable: true })
  appointmentId: number | null;

  @Column('text', { default: QueueEntryStatus.WAITING })
  status: QueueEntryStatus;

  @Column('timestamptz', { default: () => 'now()' })
  joinedAt: Date;
}
