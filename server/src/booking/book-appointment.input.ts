import {
  IsDefined,
  IsEnum,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { ConsultationMode } from '../clinic/consultation-mode';
import { IsLanguageWhenGiven, Language } from '../common/language';
import {
  HasVisibleText,
  IsEmailOnceTrimmed,
  IsStorableText,
  IsTenDigitPhone,
  MaxCharacters,
} from '../common/validators';
import { BOOKING_MESSAGES as M } from './booking-messages';
import { isOffsetDateTime } from './clinic-time';

const DOCTOR_ID = /^[1-9]\d{0,8}$/;

@InputType({ description: 'Who the appointment is for' })
export class PatientInfoInput {
  @Field(() => String)
  @IsStorableText()
  @MaxLength(60, { message: M.nameLength })
  @HasVisibleText({ message: M.firstName })
  firstName: string;

  @Field(() => String, {
    nullable: true,
    description: 'May be empty or a single space: many patients have one name',
  })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.nameLength })
  @MaxLength(60, { message: M.nameLength })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf((o: PatientInfoInput) => o.email !== undefined && o.email !== null && o.email !== '')
  @IsEmailOnceTrimmed({ message: M.email })
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
  /** In the clinic when not given (callers from before modes existed). */
  mode?: ConsultationMode | null;
  /** The patient's messages are in English when not given. */
  language?: Language | null;
  idempotencyKey?: string | null;
}

@InputType()
export class BookAppointmentInput implements BookingRequest {
  @Field(() => ID)
  @Matches(DOCTOR_ID, { message: M.doctorId })
  doctorId: string;

  @Field(() => String, { description: 'Start of a free slot, ISO 8601 with offset' })
  // A real date and time: JavaScript would read 2026-11-31 as 1 December and book that.
  @ValidateBy(
    { name: 'isOffsetDateTime', validator: { validate: isOffsetDateTime } },
    { message: M.scheduledAt },
  )
  scheduledAt: string;

  @Field(() => String, { nullable: true, description: 'Never returned by any public query' })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.symptoms })
  // The database holds the same limit in characters (code points), so count them as it does.
  @MaxCharacters(1000, { message: M.symptoms })
  symptoms?: string | null;

  @Field(() => ConsultationMode, {
    nullable: true,
    description: "One of the doctor's consultationModes; IN_CLINIC when not given",
  })
  @IsOptional()
  @IsEnum(ConsultationMode, { message: M.mode })
  mode?: ConsultationMode | null;

  @Field(() => Language, {
    nullable: true,
    description: "The language of the patient's messages about this booking; EN when not given",
  })
  @IsLanguageWhenGiven()
  language?: Language | null;

  @Field(() => PatientInfoInput)
  @IsDefined({ message: M.patientInfo })
  @IsObject({ message: M.patientInfo })
  @ValidateNested({ message: M.patientInfo })
  patientInfo: PatientInfoInput;

  @Field(() => String, {
    nullable: true,
    description: 'Sent again on a retry, it returns the first booking instead of a second one',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9._:-]{8,100}$/, { message: M.idempotencyKey })
  idempotencyKey?: string | null;
}
