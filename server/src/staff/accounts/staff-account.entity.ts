import {
  Check,
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { Doctor } from '../../clinic/doctor.entity';
import type { StaffRole } from '../../common/staff-role';

/**
 * A person who works at the clinic. Made only on the command line (npm run staff), never by seed
 * data; disabled, never deleted, so the audit trail keeps naming who did what. E-mail addresses
 * are stored lower-cased, so the unique constraint is case-insensitive.
 */
@Entity({ name: 'staff_account' })
@Unique('staff_account_email_unique', ['email'])
@Check('staff_account_email_lower', `email = lower(email) AND length(email) BETWEEN 3 AND 254`)
@Check('staff_account_name_present', `length(btrim(name)) > 0`)
@Check('staff_account_role_known', `role IN ('admin','reception','pharmacy','doctor')`)
@Check(
  'staff_account_registration_number_format',
  `registration_number IS NULL OR registration_number ~ '^[A-Za-z0-9/ .-]{2,40}$'`,
)
@Check('staff_account_doctor_for_doctors', `(role = 'doctor') = (doctor_id IS NOT NULL)`)
export class StaffAccount {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('text')
  email: string;

  @Column('text')
  name: string;

  @Column('text')
  role: StaffRole;

  /** The doctor this account is, for the doctor role; their own day is all it reads. */
  @ManyToOne(() => Doctor, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn()
  doctor: Relation<Doctor> | null;

  @Column('int', { nullable: true })
  doctorId: number | null;

  /** A pharmacist's registration with the State Pharmacy Council, recorded on approvals. */
  @Column('text', { nullable: true })
  registrationNumber: string | null;

  /** argon2id, PHC string (parameters included, so a rise in cost is seen and rehashed). */
  @Column('text')
  passwordHash: string;

  /** Base32 TOTP secret: set by beginTotpEnrolment, in force once totpEnabledAt is set. */
  @Column('text', { nullable: true })
  totpSecret: string | null;

  @Column('timestamptz', { nullable: true })
  totpEnabledAt: Date | null;

  /** The last TOTP time step accepted: a code is never accepted twice. */
  @Column('bigint', { nullable: true })
  totpLastStep: string | null;

  @Column('timestamptz', { nullable: true })
  disabledAt: Date | null;

  @Column('timestamptz', { default: () => 'now()' })
  createdAt: Date;
}
