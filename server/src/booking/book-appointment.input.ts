import {
  IsDefined,
  IsEmail,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { IsTenDigitPhone } from '../common/validators';
import { BOOKING_MESSAGES as M } from './booking-messages';

const DOCTOR_ID = /^[1-9]\d{0,8}$/;
// An offset (or Z) is required: a bare local time would be read in the server's own zone.
const DATE_TIME_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

@InputType({ description: 'Who the appointment is for' })
export class PatientInfoInput {
  @Field(() => String)
  @Matches(/\S/, { message: M.firstName })
  @MaxLength(60, { message: M.nameLength })
  firstName: string;

  @Field(() => String, {
    nullable: true,
    description: 'May be empty or a single space: many patients have one name',
  })
  @IsOptional()
  @IsString({ message: M.nameLength })
  @MaxLength(60, { message: M.nameLength })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf((o: PatientInfoInput) => o.email !== undefined && o.email !== null && o.email !== '')
  @IsEmail({}, { message: M.email })
  @MaxLength(200, { message: M.email })
  email?: string | null;

  @Field(() => String, { description: 'Exactly 10 digits' })
  @IsTenDigitPhone()
  phone: string;
}

export interface BookingRequest {
  doctorId: string;
  scheduledAt: string;
  symptoms?: string | null;
  patientInfo: PatientInfoInput;
  idempotencyKey?: string | null;
}

@InputType()
export class BookAppointmentInput implements BookingRequest {
  @Field(() => ID)
  @Matches(DOCTOR_ID, { message: M.doctorId })
  doctorId: string;

  @Field(() => String, { description: 'Start of a free slot, ISO 8601 with offset' })
  @Matches(DATE_TIME_WITH_OFFSET, { message: M.scheduledAt })
  scheduledAt: string;

  @Field(() => String, { nullable: true, description: 'Never returned by any public query' })
  @IsOptional()
  @IsString({ message: M.symptoms })
  @MaxLength(1000, { message: M.symptoms })
  symptoms?: string | null;

  @Field(() => PatientInfoInput)
  @IsDefined({ message: M.patientInfo })
  @ValidateNested()
  patientInfo: PatientInfoInput;

  @Field(() => String, {
    nullable: true,
    description: 'Sent again on a retry, it returns the first booking instead of a second one',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9._:-]{8,100}$/, { message: M.idempotencyKey })
  idempotencyKey?: string | null;
}
