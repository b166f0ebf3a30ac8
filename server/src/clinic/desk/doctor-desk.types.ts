import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { DeskAppointment } from '../../booking/desk.types';
import type { DeskAppointmentView } from '../../booking/desk-appointment';
import { ConsultationMode } from '../consultation-mode';
import { WorkingDay } from '../doctor.entity';

@ObjectType({
  description: 'The Hindi versions of a doctor’s texts; null or empty shows the English',
})
export class DeskDoctorTexts {
  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => String, { nullable: true })
  specialization: string | null;

  @Field(() => String, { nullable: true })
  qualification: string | null;

  @Field(() => String, { nullable: true })
  bio: string | null;

  @Field(() => [String])
  expertise: string[];

  @Field(() => [String])
  languages: string[];
}

export interface DeskDoctorProfileView {
  id: number;
  slug: string;
  name: string;
  specialization: string;
  qualification: string;
  registrationNumber: string | null;
  experienceYears: number;
  consultationFee: number;
  image: string | null;
  bio: string;
  expertise: string[];
  languages: string[];
  conditions: string[];
  consultationModes: ConsultationMode[];
  isAvailable: boolean;
  slotMinutes: number;
  workingPlan: WorkingDay[];
  daysOff: string[];
  hindi: DeskDoctorTexts;
}

@ObjectType({ description: 'A doctor as the doctors desk edits them' })
export class DeskDoctorProfile implements DeskDoctorProfileView {
  @Field(() => ID)
  id: number;

  @Field(() => String, { description: 'The web address; made once from the name, never changed' })
  slug: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  specialization: string;

  @Field(() => String)
  qualification: string;

  @Field(() => String, { nullable: true, description: 'Medical council registration number' })
  registrationNumber: string | null;

  @Field(() => Int)
  experienceYears: number;

  @Field(() => Float, { description: 'Rupees' })
  consultationFee: number;

  @Field(() => String, { nullable: true, description: 'The photo’s path; null for the avatar' })
  image: string | null;

  @Field(() => String)
  bio: string;

  @Field(() => [String])
  expertise: string[];

  @Field(() => [String])
  languages: string[];

  @Field(() => [String], { description: 'Condition page ids, e.g. piles' })
  conditions: string[];

  @Field(() => [ConsultationMode])
  consultationModes: ConsultationMode[];

  @Field(() => Boolean, { description: 'false: shown, but takes no bookings' })
  isAvailable: boolean;

  @Field(() => Int)
  slotMinutes: number;

  @Field(() => [WorkingDay], { description: 'A weekday not listed is not worked' })
  workingPlan: WorkingDay[];

  @Field(() => [String], { description: 'YYYY-MM-DD' })
  daysOff: string[];

  @Field(() => DeskDoctorTexts)
  hindi: DeskDoctorTexts;
}

@ObjectType({ description: 'A saved working plan and the bookings it no longer holds' })
export class DoctorScheduleResult {
  @Field(() => DeskDoctorProfile)
  doctor: DeskDoctorProfileView;

  @Field(() => [DeskAppointment], {
    description: 'Active bookings outside the new plan or on a day off: kept, to be rescheduled',
  })
  stranded: DeskAppointmentView[];
}
