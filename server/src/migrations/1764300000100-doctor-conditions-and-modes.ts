import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booking by condition and online consultations:
 * - `doctor.conditions`: the condition pages' ids a doctor treats (existing doctors get the one
 *   their specialization is for);
 * - `doctor.consultation_modes`: in clinic, video, phone; never empty (existing doctors: in clinic;
 *   the demo clinic's doctors: what the seed gives them);
 * - `appointment.mode`: every booking has one; existing bookings were in the clinic.
 * Generated from the entities, then reviewed; the migration drift test keeps the two in step.
 */
export class DoctorConditionsAndModes1764300000100 implements MigrationInterface {
  name = 'DoctorConditionsAndModes1764300000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "doctor" ADD "conditions" text array NOT NULL DEFAULT '{}'`,
    );
    await queryRunner.query(
      `ALTER TABLE "doctor" ADD "consultation_modes" text array NOT NULL DEFAULT '{IN_CLINIC}'`,
    );
    await queryRunner.query(
      `ALTER TABLE "doctor" ADD CONSTRAINT "doctor_consultation_modes_known" CHECK (cardinality(consultation_modes) > 0 AND consultation_modes <@ ARRAY['IN_CLINIC','VIDEO','PHONE']::text[])`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD "mode" text NOT NULL DEFAULT 'IN_CLINIC'`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "appointment_mode_known" CHECK (mode IN ('IN_CLINIC','VIDEO','PHONE'))`,
    );
    await queryRunner.query(
      `UPDATE "doctor" SET "conditions" = CASE "specialization"
         WHEN 'Proctology' THEN '{piles}'
         WHEN 'Fistula & Fissure Care' THEN '{fistula}'
         WHEN 'Urology' THEN '{hydrocele}'
         WHEN 'Sexual Medicine' THEN '{sexual-problems}'
         WHEN 'Orthopaedics' THEN '{joint-pain}'
         ELSE '{}' END::text[]`,
    );
    await queryRunner.query(
      `UPDATE "doctor" SET "consultation_modes" = CASE "slug"
         WHEN 'dr-rajesh-sharma' THEN '{IN_CLINIC,VIDEO,PHONE}'
         WHEN 'dr-anita-verma' THEN '{IN_CLINIC,VIDEO}'
         WHEN 'dr-vikram-singh' THEN '{IN_CLINIC,VIDEO,PHONE}'
         WHEN 'dr-meena-iyer' THEN '{IN_CLINIC,VIDEO}'
         WHEN 'dr-pooja-agarwal' THEN '{IN_CLINIC,PHONE}'
         ELSE '{IN_CLINIC}' END::text[]`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "appointment" DROP CONSTRAINT "appointment_mode_known"`);
    await queryRunner.query(`ALTER TABLE "appointment" DROP COLUMN "mode"`);
    await queryRunner.query(
      `ALTER TABLE "doctor" DROP CONSTRAINT "doctor_consultation_modes_known"`,
    );
    await queryRunner.query(`ALTER TABLE "doctor" DROP COLUMN "consultation_modes"`);
    await queryRunner.query(`ALTER TABLE "doctor" DROP COLUMN "conditions"`);
  }
}
