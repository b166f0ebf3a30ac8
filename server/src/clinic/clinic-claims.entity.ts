import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The clinic's own claims in the home page's hero: patients treated, years of service, success
 * rate. One row (id 1), apart from the clinic profile so its editors never overwrite each other;
 * a figure left empty is not shown. The average rating is never a claim: it is computed from
 * approved feedback.
 */
@Entity({ name: 'clinic_claims' })
@Check('clinic_claims_one_row', 'id = 1')
@Check('clinic_claims_patients_non_negative', 'patients_treated >= 0')
@Check('clinic_claims_years_non_negative', 'years_of_service >= 0')
@Check('clinic_claims_success_percent', 'success_rate BETWEEN 0 AND 100')
export class ClinicClaims {
  @PrimaryColumn('int')
  id: number;

  @Column('int', { nullable: true })
  patientsTreated: number | null;

  @Column('int', { nullable: true })
  yearsOfService: number | null;

  /** Per cent, 0 to 100. */
  @Column('int', { nullable: true })
  successRate: number | null;

  @Column('timestamptz', { nullable: true })
  updatedAt: Date | null;
}
