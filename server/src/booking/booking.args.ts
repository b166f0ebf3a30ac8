import { IsOptional, Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';
import { IsTenDigitPhone } from '../common/validators';
import { BOOKING_MESSAGES as M } from './booking-messages';

@ArgsType()
export class AvailableSlotsArgs {
  @Field(() => ID)
  @Matches(/^[1-9]\d{0,8}$/, { message: M.doctorId })
  doctorId: string;

  @Field(() => String, { description: 'Clinic date, YYYY-MM-DD' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: M.date })
  date: string;
}

@ArgsType()
export class SlotDayArgs extends AvailableSlotsArgs {
  @Field(() => String, {
    nullable: true,
    description: 'The condition the patient chose (page id, e.g. piles), for other doctors',
  })
  @IsOptional()
  @Matches(/^[a-z][a-z-]{0,39}$/, { message: M.condition })
  condition?: string;
}

@ArgsType()
export class AppointmentLookupArgs {
  @Field(() => String, { description: 'Booking reference, e.g. APT-7K3Q9 (any case)' })
  @Matches(/^\s*APT-[A-Za-z0-9]{5}\s*$/i, { message: M.reference })
  reference: string;

  @Field(() => String, { description: 'The phone number given when booking' })
  @IsTenDigitPhone()
  phone: string;
}
