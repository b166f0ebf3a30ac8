import { Field, ID, ObjectType } from 'type-graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Exclusion,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { ConsultationMode } from '../clinic/consultation-mode';
import { Doctor } from '../clinic/doctor.entity';
import { Language } from '../common/language';
import { AppointmentStatus } from './appointment-status';

/**
 * One consultation. The database refuses two active appointments of one doctor whose times
 * overlap (exclusion constraint in the migration), so a slot can never be double-booked; a
 * cancelled or no-show appointment frees its slot. Every change of status is a row of
 * appointment_status_change (who, when, why).
 * Symptoms and contact details have no @Field: no public query returns them.
 */
@Entity({ name: 'appointment' })
@Check('appointment_ends_after_start', 'ends_at > starts_at')
@Check(
  'appointment_status_known',
  `status IN ('PENDING','CONFIRMED','ARRIVED','COMPLETED','NO_SHOW','CANCELLED')`,
)
@Check('appointment_cancel_reason_length', 'cancel_reason IS NULL OR length(cancel_reason) <= 300')
// An erased patient's phone is '' (a data request or DPDP erasure), and so is the first name.
@Check('appointment_phone_10_digits', `patient_phone ~ '^[0-9]{10}$' OR patient_phone = ''`)
@Check(
  'appointment_first_name_present',
  `length(btrim(patient_first_name)) > 0 OR patient_phone = ''`,
)
@Check('appointment_mode_known', `mode IN ('IN_CLINIC','VIDEO','PHONE')`)
@Check('appointment_language_known', `language IN ('en','hi')`)
@Check('appointment_symptoms_length', 'symptoms IS NULL OR length(symptoms) <= 1000')
// Finding a booking by the patient's name at the desk (trigram GIN, in the migration).
@Index('appointment_patient_name_trgm', { synchronize: false })
@Index('appointment_doctor_starts_at', ['doctor', 'startsAt'])
// A phone's upcoming bookings are counted on every booking (the per-phone caps).
@Index('appointment_patient_phone_starts_at', ['patientPhone', 'startsAt'])
@Unique('appointment_reference_unique', ['reference'])
@Unique('appointment_idempotency_key_unique', ['idempotencyKey'])
@Exclusion(
  'appointment_no_double_booking',
  `USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" NOT IN ('CANCELLED', 'NO_SHOW'))`,
)
@ObjectType()
export class Appointment {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('text')
  @Field(() => ID, { description: 'Booking reference the patient quotes, e.g. APT-7K3Q9' })
  reference: string;

  @ManyToOne(() => Doctor, { nullable: false, onDelete: 'RESTRICT' })
  @JoinColumn()
  @Field(() => Doctor)
  doctor: Doctor;

  @Column('int')
  doctorId: number;

  @Column('timestamptz')
  @Field(() => Date)
  startsAt: Date;

  @Column('timestamptz')
  @Field(() => Date)
  endsAt: Date;

  // Bookings made before modes existed, and API callers that send none, are in the clinic.
  @Column('text', { default: ConsultationMode.IN_CLINIC })
  @Field(() => ConsultationMode)
  mode: ConsultationMode;

  @Column('text', { default: AppointmentStatus.PENDING })
  @Field(() => AppointmentStatus)
  status: AppointmentStatus;

  @Column('text', { nullable: true })
  @Field(() => String, {
    nullable: true,
    description: "The clinic's reason when the clinic cancelled the appointment",
  })
  cancelReason: string | null;

  @Column('text')
  @Field(() => String)
  patientFirstName: string;

  @Column('text', { default: '' })
  patientLastName: string;

  @Column('text')
  patientPhone: string;

  @Column('text', { nullable: true })
  patientEmail: string | null;

  @Column('text', { nullable: true })
  symptoms: string | null;

  @Column('text', { nullable: true })
  idempotencyKey: string | null;

  /** What the patient's messages about it are written in; bookings before languages: English. */
  @Column('varchar', { default: Language.EN })
  language: Language;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field(() => Date)
  createdAt: Date;
}
