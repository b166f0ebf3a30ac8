import { Field, ObjectType } from 'type-graphql';
import { Appointment } from './appointment.entity';

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
}

@ObjectType()
export class BookingResult {
  @Field(() => String, { description: 'What to tell the patient; never names the complaint' })
  message: string;

  @Field(() => Appointment)
  appointment: Appointment;
}
