import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConsultationMode } from '../clinic/consultation-mode';
import type { StatusChangeView } from './appointment-history';
import { AppointmentStatus } from './appointment-status';
import type { DeskAppointmentView, DeskDoctorView } from './desk-appointment';
import type {
  DeskDayCounts as Counts,
  DeskDoctorDayView,
  DoctorDayAppointmentView,
} from './desk-read.service';
import type { LeaveResult, LeaveView } from './doctor-leave.service';
import { QueueEntryStatus } from './queue-entry.entity';
import type { DeskQueueView, QueueEntryView } from './queue.service';

// The staff schema's booking types: served only on /staff/graphql, never in the public schema.
// The day's types use simple resolvers (plain property reads, no per-field middleware): the
// desk's Today screen resolves some 2,000 of their fields every few seconds.

registerEnumType(QueueEntryStatus, { name: 'QueueEntryStatus' });

@ObjectType({ simpleResolvers: true, description: 'A doctor as the desk lists them' })
export class DeskDoctor implements DeskDoctorView {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  slug: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  specialization: string;
}

@ObjectType({ description: "One step of an appointment's history, with who made it" })
export class DeskStatusChange implements Partial<StatusChangeView> {
  @Field(() => AppointmentStatus, { nullable: true, description: 'null for the booking itself' })
  from: AppointmentStatus | null;

  @Field(() => AppointmentStatus)
  to: AppointmentStatus;

  @Field(() => Date)
  at: Date;

  @Field(() => String, { description: "The staff member's or key's name, or patient / system" })
  by: string;

  @Field(() => String, { nullable: true })
  reason: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'What the patient reads, e.g. "Rescheduled to …"',
  })
  note: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A booking as the desk sees it (never the symptoms)',
})
export class DeskAppointment implements DeskAppointmentView {
  @Field(() => ID)
  id: number;

  @Field(() => String)
  reference: string;

  @Field(() => DeskDoctor)
  doctor: DeskDoctor;

  @Field(() => Date)
  startsAt: Date;

  @Field(() => Date)
  endsAt: Date;

  @Field(() => ConsultationMode)
  mode: ConsultationMode;

  @Field(() => AppointmentStatus)
  status: AppointmentStatus;

  @Field(() => String, { description: 'First name and last initial, e.g. "Asha K."' })
  patientName: string;

  @Field(() => String, { description: '10 digits, for tap to call or WhatsApp' })
  patientPhone: string;

  @Field(() => Int, { nullable: true, description: "Today's queue token, once arrived" })
  token: number | null;

  @Field(() => String, { nullable: true, description: "The clinic's reason, when it cancelled" })
  cancelReason: string | null;
}

@ObjectType({ simpleResolvers: true })
export class DeskDayCounts implements Counts {
  @Field(() => Int, { description: 'Every appointment of the day but the cancelled ones' })
  booked: number;

  @Field(() => Int)
  confirmed: number;

  @Field(() => Int)
  arrived: number;

  @Field(() => Int)
  completed: number;

  @Field(() => Int)
  noShow: number;

  @Field(() => Int)
  cancelled: number;

  @Field(() => Int, { description: 'Slots not yet started that are free and not on leave' })
  freeSlots: number;
}

@ObjectType({ simpleResolvers: true, description: "A doctor's clinic day at the desk" })
export class DeskDoctorDay implements DeskDoctorDayView {
  @Field(() => DeskDoctor)
  doctor: DeskDoctor;

  @Field(() => String, { description: 'YYYY-MM-DD, clinic date' })
  date: string;

  @Field(() => Boolean, { description: 'The whole day is leave' })
  onLeave: boolean;

  @Field(() => [DeskAppointment], { description: 'By start time, cancelled ones included' })
  appointments: DeskAppointment[];

  @Field(() => DeskDayCounts)
  counts: DeskDayCounts;
}

@ObjectType({ description: "One token in a doctor's queue" })
export class QueueEntry implements QueueEntryView {
  id: number;

  @Field(() => Int)
  token: number;

  @Field(() => String)
  name: string;

  @Field(() => QueueEntryStatus)
  status: QueueEntryStatus;

  @Field(() => Date)
  joinedAt: Date;

  @Field(() => DeskAppointment, {
    nullable: true,
    description: 'null for a walk-in without a slot',
  })
  appointment: DeskAppointment | null;
}

@ObjectType({ description: "A doctor's queue today" })
export class DeskQueue implements DeskQueueView {
  @Field(() => DeskDoctor)
  doctor: DeskDoctor;

  @Field(() => String)
  date: string;

  @Field(() => Int, { nullable: true })
  nowSeeing: number | null;

  @Field(() => [QueueEntry], {
    description: 'The one now seeing the doctor (CALLED) first, then by token',
  })
  waiting: QueueEntry[];

  @Field(() => [QueueEntry], { description: 'Seen, the last first' })
  done: QueueEntry[];
}

@ObjectType({ description: 'A doctor away: whole days, or a time range on one day' })
export class DoctorLeave implements LeaveView {
  @Field(() => ID)
  id: number;

  @Field(() => DeskDoctor)
  doctor: DeskDoctor;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  fromDate: string;

  @Field(() => String, { description: 'YYYY-MM-DD, inclusive' })
  toDate: string;

  @Field(() => String, { nullable: true, description: 'HH:MM; null for whole days' })
  startTime: string | null;

  @Field(() => String, { nullable: true })
  endTime: string | null;

  @Field(() => String, { nullable: true })
  reason: string | null;
}

@ObjectType()
export class DoctorLeaveResult implements LeaveResult {
  @Field(() => DoctorLeave)
  leave: DoctorLeave;

  @Field(() => [DeskAppointment], {
    description:
      'Bookings inside the leave, for the desk to move or cancel (never cancelled by it)',
  })
  affected: DeskAppointment[];
}

@ObjectType({ description: "An appointment of the doctor's own day, with what the patient wrote" })
export class DoctorDayAppointment implements DoctorDayAppointmentView {
  @Field(() => DeskAppointment)
  appointment: DeskAppointment;

  @Field(() => String, { nullable: true })
  symptoms: string | null;
}
