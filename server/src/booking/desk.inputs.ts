import {
  IsBoolean,
  IsEnum,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { ConsultationMode } from '../clinic/consultation-mode';
import {
  HasVisibleText,
  IsStorableText,
  IsTenDigitPhone,
  MaxCharacters,
} from '../common/validators';
import { AppointmentStatus } from './appointment-status';
import { BOOKING_MESSAGES as B } from './booking-messages';
import { DESK_MESSAGES as M } from './desk-messages';
import type { DeskBookingRequest } from './appointment-desk.service';
import type { LeaveRequest } from './doctor-leave.service';
import type { WalkInRequest } from './queue.service';

const DOCTOR_ID = /^[1-9]\d{0,8}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const REFERENCE = /^\s*APT-[A-Za-z0-9]{5}\s*$/i;

@ArgsType()
export class DoctorIdArgs {
  @Field(() => ID)
  @Matches(DOCTOR_ID, { message: B.doctorId })
  doctorId: string;
}

@ArgsType()
export class DeskDateArgs {
  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD, clinic date; today if left out',
  })
  @IsOptional()
  @Matches(DATE, { message: M.date })
  date?: string | null;
}

@ArgsType()
export class DeskWeekArgs extends DoctorIdArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Any date of the week; this week if left out',
  })
  @IsOptional()
  @Matches(DATE, { message: M.date })
  weekOf?: string | null;
}

@ArgsType()
export class FindAppointmentsArgs {
  @Field(() => String, { description: 'A booking reference, a 10-digit phone, or part of a name' })
  @IsStorableText()
  @MaxLength(100, { message: M.search })
  search: string;
}

@ArgsType()
export class SetAppointmentStatusArgs {
  @Field(() => String)
  @Matches(REFERENCE, { message: M.reference })
  reference: string;

  @Field(() => AppointmentStatus)
  @IsEnum(AppointmentStatus, { message: M.status })
  status: AppointmentStatus;

  @Field(() => String, { nullable: true, description: 'Required to cancel; the patient sees it' })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.reasonLength })
  @MaxCharacters(300, { message: M.reasonLength })
  reason?: string | null;
}

@ArgsType()
export class RescheduleArgs {
  @Field(() => String)
  @Matches(REFERENCE, { message: M.reference })
  reference: string;

  @Field(() => ID)
  @Matches(DOCTOR_ID, { message: B.doctorId })
  doctorId: string;

  @Field(() => Date, { description: 'The start of a free slot' })
  startsAt: Date;
}

@ArgsType()
export class LeaveIdArgs {
  @Field(() => ID)
  @Matches(DOCTOR_ID, { message: M.leaveNotFound })
  id: string;
}

@InputType({ description: 'A booking made at the desk for a caller or a walk-in' })
export class DeskBookingInput implements DeskBookingRequest {
  @Field(() => ID)
  @Matches(DOCTOR_ID, { message: B.doctorId })
  doctorId: string;

  @Field(() => Date, { description: 'The start of a free slot' })
  startsAt: Date;

  @Field(() => ConsultationMode, { nullable: true, description: 'IN_CLINIC when left out' })
  @IsOptional()
  @IsEnum(ConsultationMode, { message: B.mode })
  mode?: ConsultationMode | null;

  @Field(() => String)
  @IsStorableText()
  @MaxCharacters(60, { message: M.nameLength })
  @HasVisibleText({ message: M.name })
  firstName: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.nameLength })
  @MaxCharacters(60, { message: M.nameLength })
  lastName?: string | null;

  @Field(() => String, { description: 'Exactly 10 digits' })
  @IsTenDigitPhone()
  phone: string;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "true: a walk-in on one of today's slots (ARRIVED with a token); else a caller (CONFIRMED)",
  })
  @IsOptional()
  @IsBoolean()
  walkIn?: boolean | null;
}

@InputType({ description: 'A walk-in without a slot: the next token in the doctor’s queue' })
export class WalkInInput implements WalkInRequest {
  @Field(() => ID)
  @Matches(DOCTOR_ID, { message: B.doctorId })
  doctorId: string;

  @Field(() => String)
  @IsStorableText()
  @MaxCharacters(60, { message: M.nameLength })
  @HasVisibleText({ message: M.name })
  name: string;

  @Field(() => String, { nullable: true })
  @ValidateIf((o: WalkInInput) => o.phone !== undefined && o.phone !== null && o.phone !== '')
  @IsTenDigitPhone()
  phone?: string | null;
}

@InputType({ description: 'Whole days (inclusive), or a time range on one day' })
export class DoctorLeaveInput implements LeaveRequest {
  @Field(() => ID)
  @Matches(DOCTOR_ID, { message: B.doctorId })
  doctorId: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  @Matches(DATE, { message: M.leaveDates })
  fromDate: string;

  @Field(() => String, { description: 'YYYY-MM-DD, inclusive' })
  @Matches(DATE, { message: M.leaveDates })
  toDate: string;

  @Field(() => String, { nullable: true, description: 'HH:MM, with endTime, for part of a day' })
  @IsOptional()
  @Matches(CLOCK, { message: M.leaveTimes })
  startTime?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(CLOCK, { message: M.leaveTimes })
  endTime?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.reasonLength })
  @MaxCharacters(300, { message: M.reasonLength })
  reason?: string | null;
}
