import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { Doctor } from '../clinic/doctor.entity';
import { dateText, timeText } from './column-text';

/**
 * A doctor away: whole clinic days (from_date to to_date, inclusive), or a time range on one day.
 * Slots inside it vanish from public availability and cannot be booked; bookings already inside
 * it stay (the desk moves or cancels them), never cancelled silently.
 */
@Entity({ name: 'doctor_leave' })
@Check('doctor_leave_dates_in_order', 'to_date >= from_date')
@Check(
  'doctor_leave_time_range',
  '(start_time IS NULL AND end_time IS NULL) OR (start_time < end_time AND from_date = to_date)',
)
@Check('doctor_leave_reason_length', 'reason IS NULL OR length(reason) <= 300')
@Index('doctor_leave_doctor_to_date', ['doctorId', 'toDate'])
export class DoctorLeave {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @ManyToOne(() => Doctor, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn()
  doctor: Relation<Doctor>;

  @Column('int')
  doctorId: number;

  /** Clinic dates, YYYY-MM-DD. */
  @Column('date', { transformer: dateText })
  fromDate: string;

  @Column('date', { transformer: dateText })
  toDate: string;

  /** HH:MM clinic time; both null for whole days. */
  @Column('time', { nullable: true, transformer: timeText })
  startTime: string | null;

  @Column('time', { nullable: true, transformer: timeText })
  endTime: string | null;

  @Column('text', { nullable: true })
  reason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
