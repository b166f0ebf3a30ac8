import { IsString, ValidateBy } from 'class-validator';
import { ArgsType, Field } from 'type-graphql';
import { IsTenDigitPhone } from '../common/validators';

export const APPOINTMENT_LOOKUP_MESSAGES = {
  phone: 'Please enter your phone number to view appointments',
  /** Sent with every lookup by phone alone, whether or not the phone has appointments. */
  phoneOnly:
    'For your privacy, appointments found by phone number show only their date, time, doctor and status. Enter the booking reference from your confirmation to see the booking.',
} as const;

@ArgsType()
export class AppointmentsByPhoneArgs {
  @Field(() => String, { description: 'The 10-digit phone the appointments were booked with' })
  @IsString({ message: APPOINTMENT_LOOKUP_MESSAGES.phone })
  @IsTenDigitPhone()
  // Reported first (class-validator reads decorators bottom-up): empty says what to do.
  @ValidateBy(
    {
      name: 'isNotBlank',
      validator: { validate: (v) => typeof v === 'string' && v.trim() !== '' },
    },
    { message: APPOINTMENT_LOOKUP_MESSAGES.phone },
  )
  phone: string;
}
