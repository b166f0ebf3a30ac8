import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CachePublicly, CacheWithParent } from '../common/cache-control';
import { dateStrings } from '../common/date-column';
import { CONTENT_MAX_AGE } from '../common/http-cache';
import { rupees } from '../common/money';
import { ConsultationMode } from './consultation-mode';
import type { TextVersions } from '../common/text-versions';

@CacheWithParent()
@ObjectType({ description: 'A span of clinic time on one day, HH:MM to HH:MM (Asia/Kolkata)' })
export class TimeRange {
  @Field(() => String)
  start: string;

  @Field(() => String)
  end: string;
}

@CacheWithParent()
@ObjectType({ description: "A doctor's consulting hours on one weekday" })
export class WorkingDay {
  @Field(() => Int, { description: 'ISO weekday: 1 = Monday ... 7 = Sunday' })
  weekday: number;

  @Field(() => String, { description: 'HH:MM' })
  start: string;

  @Field(() => String, { description: 'HH:MM' })
  end: string;

  @Field(() => [TimeRange])
  breaks: TimeRange[];
}

@Entity({ name: 'doctor' })
@Check('doctor_experience_non_negative', 'experience_years >= 0')
@Check('doctor_fee_non_negative', 'consultation_fee >= 0')
@Check('doctor_slot_minutes_sane', 'slot_minutes BETWEEN 5 AND 240')
@Check(
  'doctor_consultation_modes_known',
  `cardinality(consultation_modes) > 0 AND consultation_modes <@ ARRAY['IN_CLINIC','VIDEO','PHONE']::text[]`,
)
@CachePublicly(CONTENT_MAX_AGE)
@ObjectType()
export class Doctor {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  @Field(() => ID)
  id: number;

  @Column('text', { unique: true })
  @Field(() => String)
  slug: string;

  @Column('text')
  @Field(() => String)
  name: string;

  @Column('text')
  @Field(() => String)
  specialization: string;

  @Column('text')
  @Field(() => String)
  qualification: string;

  @Column('text', { nullable: true })
  @Field(() => String, {
    nullable: true,
    description:
      'Medical council registration number, shown on the profile as the telemedicine rules ask',
  })
  registrationNumber: string | null;

  @Column('int')
  @Field(() => Int, { description: 'Years of practice' })
  experienceYears: number;

  @Column('text', { nullable: true })
  @Field(() => String, { nullable: true, description: 'Path of the photo under /images' })
  image: string | null;

  @Column('text')
  @Field(() => String)
  bio: string;

  @Column('text', { array: true, default: () => "'{}'" })
  @Field(() => [String])
  expertise: string[];

  @Column('text', { array: true, default: () => "'{}'" })
  @Field(() => [String])
  languages: string[];

  @Column('text', { array: true, default: () => "'{}'" })
  @Field(() => [String], {
    description: 'Conditions the doctor treats, as the site names them: piles, fistula, ...',
  })
  conditions: string[];

  @Column('text', { array: true, default: () => "'{IN_CLINIC}'" })
  @Field(() => [ConsultationMode], { description: 'How the doctor consults; never empty' })
  consultationModes: ConsultationMode[];

  @Column('boolean', { default: true })
  @Field(() => Boolean)
  isAvailable: boolean;

  @Column('numeric', { precision: 10, scale: 2, transformer: rupees })
  @Field(() => Float, { description: 'Consultation fee in rupees' })
  consultationFee: number;

  @Column('int', { default: 30 })
  @Field(() => Int, { description: 'Length of one consultation slot in minutes' })
  slotMinutes: number;

  @Column('jsonb', { default: () => "'[]'" })
  @Field(() => [WorkingDay], { description: 'Weekly plan; a weekday not listed is not worked' })
  workingPlan: WorkingDay[];

  @Column('date', { array: true, default: () => "'{}'", transformer: dateStrings })
  @Field(() => [String], { description: 'Dates (YYYY-MM-DD) the doctor does not consult' })
  daysOff: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Versions of the texts above in other languages (`{ hi: { name: '…' } }`); never sent whole. */
  @Column('jsonb', { default: () => "'{}'" })
  translations: TextVersions;
}
