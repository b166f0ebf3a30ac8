import {
  ArrayMaxSize,
  IsBoolean,
  IsEnum,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  ValidateNested,
} from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { HasVisibleText, IsStorableText, MaxCharacters } from '../../common/validators';
import { ConsultationMode } from '../consultation-mode';
import { DOCTOR_DESK_MESSAGES as M } from './doctor-desk-messages';
import {
  MAX_BREAKS,
  MAX_DAYS_OFF,
  type DoctorRequest,
  type DoctorTextsRequest,
  type ScheduleRequest,
  type TimeRangeRequest,
  type WorkingDayRequest,
} from './doctor-rules';

const ID_TEXT = /^[1-9]\d{0,8}$/;
const CLOCK_TEXT = /^\s*(([01]\d|2[0-3]):[0-5]\d|24:00)\s*$/;

@ArgsType()
export class DeskDoctorIdArgs {
  @Field(() => ID)
  @Matches(ID_TEXT, { message: M.doctorNotFound })
  id: string;
}

@ArgsType()
export class SetDoctorAvailableArgs extends DeskDoctorIdArgs {
  @Field(() => Boolean, { description: 'false: the doctor stays listed but takes no bookings' })
  @IsBoolean()
  available: boolean;
}

@ArgsType()
export class StrandedBookingsArgs {
  @Field(() => ID, { nullable: true, description: 'One doctor’s; everyone’s when left out' })
  @IsOptional()
  @Matches(ID_TEXT, { message: M.doctorNotFound })
  doctorId?: string | null;
}

@InputType({ description: 'The Hindi versions of a doctor’s texts; blank ones show the English' })
export class DoctorTextsInput implements DoctorTextsRequest {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.name })
  @MaxCharacters(100, { message: M.hindi })
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.specialization })
  @MaxCharacters(100, { message: M.hindi })
  specialization?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.qualification })
  @MaxCharacters(200, { message: M.hindi })
  qualification?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.bio })
  @MaxCharacters(3000, { message: M.hindi })
  bio?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20, { message: M.expertise })
  @IsStorableText({ each: true })
  @IsString({ each: true, message: M.expertise })
  @MaxCharacters(80, { each: true, message: M.expertise })
  expertise?: string[] | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(10, { message: M.languages })
  @IsStorableText({ each: true })
  @IsString({ each: true, message: M.languages })
  @MaxCharacters(40, { each: true, message: M.languages })
  languages?: string[] | null;
}

@InputType({ description: 'A doctor as the desk edits them; the web address is made once' })
export class DoctorInput implements DoctorRequest {
  @Field(() => String)
  @IsStorableText()
  @MaxCharacters(100, { message: M.name })
  @HasVisibleText({ message: M.name })
  name: string;

  @Field(() => String)
  @IsStorableText()
  @MaxCharacters(100, { message: M.specialization })
  @HasVisibleText({ message: M.specialization })
  specialization: string;

  @Field(() => String)
  @IsStorableText()
  @MaxCharacters(200, { message: M.qualification })
  @HasVisibleText({ message: M.qualification })
  qualification: string;

  @Field(() => String, { nullable: true, description: 'e.g. MP/12345; shown on the profile' })
  @IsOptional()
  @IsStorableText()
  @IsString({ message: M.registrationNumber })
  @MaxCharacters(40, { message: M.registrationNumber })
  registrationNumber?: string | null;

  @Field(() => Int)
  @IsInt({ message: M.experienceYears })
  experienceYears: number;

  @Field(() => Float, { description: 'Rupees, 0 for free consultations' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.consultationFee })
  consultationFee: number;

  @Field(() => String)
  @IsStorableText()
  @MaxCharacters(3000, { message: M.bio })
  @HasVisibleText({ message: M.bio })
  bio: string;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20, { message: M.expertise })
  @IsStorableText({ each: true })
  @IsString({ each: true, message: M.expertise })
  @MaxCharacters(80, { each: true, message: M.expertise })
  expertise?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'e.g. English, Hindi' })
  @IsOptional()
  @ArrayMaxSize(10, { message: M.languages })
  @IsStorableText({ each: true })
  @IsString({ each: true, message: M.languages })
  @MaxCharacters(40, { each: true, message: M.languages })
  languages?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Condition page ids, e.g. piles' })
  @IsOptional()
  @ArrayMaxSize(10, { message: M.conditions })
  @IsString({ each: true, message: M.conditions })
  @Matches(/^[a-z][a-z-]{0,39}$/, { each: true, message: M.conditions })
  conditions?: string[] | null;

  @Field(() => [ConsultationMode])
  @ArrayMaxSize(3, { message: M.consultationModes })
  @IsEnum(ConsultationMode, { each: true, message: M.consultationModes })
  consultationModes: ConsultationMode[];

  @Field(() => DoctorTextsInput, { nullable: true, description: 'Left out: no Hindi versions' })
  @IsOptional()
  @ValidateNested()
  hindi?: DoctorTextsInput | null;
}

@InputType({ description: 'HH:MM to HH:MM, clinic time' })
export class TimeRangeInput implements TimeRangeRequest {
  @Field(() => String, { description: 'HH:MM' })
  @Matches(CLOCK_TEXT, { message: M.time })
  start: string;

  @Field(() => String, { description: 'HH:MM' })
  @Matches(CLOCK_TEXT, { message: M.time })
  end: string;
}

@InputType({ description: 'A weekday’s consulting hours' })
export class WorkingDayInput implements WorkingDayRequest {
  @Field(() => Int, { description: 'ISO weekday: 1 = Monday … 7 = Sunday' })
  @IsInt({ message: M.weekday })
  weekday: number;

  @Field(() => String, { description: 'HH:MM' })
  @Matches(CLOCK_TEXT, { message: M.time })
  start: string;

  @Field(() => String, { description: 'HH:MM' })
  @Matches(CLOCK_TEXT, { message: M.time })
  end: string;

  @Field(() => [TimeRangeInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(MAX_BREAKS, { message: M.tooManyBreaks })
  @ValidateNested({ each: true })
  breaks?: TimeRangeInput[] | null;
}

@InputType({ description: 'A doctor’s weekly plan, slot length and days off, saved whole' })
export class DoctorScheduleInput implements ScheduleRequest {
  @Field(() => Int, { description: 'Minutes, 10 to 120' })
  @IsInt({ message: M.slotMinutes })
  slotMinutes: number;

  @Field(() => [WorkingDayInput], { description: 'One entry per weekday worked' })
  @ArrayMaxSize(7, { message: M.weekday })
  @ValidateNested({ each: true })
  workingPlan: WorkingDayInput[];

  @Field(() => [String], { nullable: true, description: 'YYYY-MM-DD; the whole list' })
  @IsOptional()
  @ArrayMaxSize(MAX_DAYS_OFF, { message: M.daysOff })
  @IsString({ each: true, message: M.daysOff })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { each: true, message: M.daysOff })
  daysOff?: string[] | null;
}
