import { Field, ObjectType } from 'type-graphql';
import { AppointmentStatus } from './appointment-status';

/**
 * An upcoming appointment as a phone number alone may see it: when, with whom and its status.
 * Never the reference (it unlocks the booking), the patient or the symptoms.
 */
@ObjectType('AppointmentListing', {
  description:
    'An upcoming appointment found by phone alone: date, time, doctor and status only. The ' +
    'booking reference, given to `appointment`, unlocks the booking.',
})
export class AppointmentListing {
  @Field(() => Date)
  startsAt: Date;

  @Field(() => String, { description: 'Start in clinic time, e.g. 2026-11-24T10:30:00+05:30' })
  scheduledAt: string;

  @Field(() => Date)
  endsAt: Date;

  @Field(() => String)
  doctorName: string;

  @Field(() => AppointmentStatus)
  status: AppointmentStatus;
}
