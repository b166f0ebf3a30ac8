import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Doctor } from '../clinic/doctor.entity';
import { ConsultationMode } from '../clinic/consultation-mode';
import { Appointment } from './appointment.entity';
import { AppointmentStatus } from './appointment-status';
import { NoSlotsReason } from './availability.service';

registerEnumType(NoSlotsReason, {
  name: 'NoSlotsReason',
  description: 'Why a date has no free slot with a doctor',
});

@ObjectType({ description: "One of a doctor's consultation slots on a date" })
export class AvailableSlot {
  @Field(() => String, {
    description: 'Start, ISO 8601 in clinic time, e.g. 2026-11-24T10:30:00+05:30',
  })
  time: string;

  @Field(() => String, { description: 'HH:MM, clinic time' })
  displayTime: string;

  @Field(() => Boolean, { description: 'false: already booked or too soon (shown greyed)' })
  available: boolean;

  @Field(() => [ConsultationMode], { description: 'How this slot can be taken' })
  modes: ConsultationMode[];
}

@ObjectType()
export class BookingResult {
  @Field(() => String, { description: 'What to tell the patient; never names the complaint' })
  message: string;

  @Field(() => Appointment)
  appointment: Appointment;
}

@ObjectType({
  description: "A doctor's date: its slots and, when none is free, why and what instead",
})
export class SlotDay {
  @Field(() => String, { description: 'YYYY-MM-DD, clinic date' })
  date: string;

  @Field(() => [AvailableSlot])
  slots: AvailableSlot[];

  @Field(() => NoSlotsReason, { nullable: true, description: 'Set when no slot is free' })
  reason?: NoSlotsReason;

  @Field(() => String, { nullable: true, description: 'The reason in words' })
  message?: string;

  @Field(() => String, { description: 'The last date that can be booked (YYYY-MM-DD)' })
  lastBookableDate: string;

  @Field(() => String, {
    nullable: true,
    description: "When no slot is free: the doctor's next date with a free slot",
  })
  nextAvailableDate?: string;

  @Field(() => [Doctor], {
    description: 'When no slot is free: other doctors for the same condition free that date',
  })
  otherDoctors: Doctor[];
}

@ObjectType({ description: 'The dates a booking can be made for (clinic dates, YYYY-MM-DD)' })
export class BookingWindow {
  @Field(() => String)
  firstDate: string;

  @Field(() => String)
  lastDate: string;
}

@ObjectType({
  description: 'A change to a booking the patient sees on the manage page; never who at the clinic',
})
export class AppointmentChange {
  @Field(() => AppointmentStatus, { description: 'The status after the change' })
  status: AppointmentStatus;

  @Field(() => Date)
  at: Date;

  @Field(() => String, {
    nullable: true,
    description: 'e.g. "Confirmed by the clinic", "Rescheduled to Wed, 2 Dec 2026, 10:30 am"',
  })
  note: string | null;
}
