import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inbox (issue 22): contact messages and feedback gain a state (NEW, READ, REPLIED,
 * ARCHIVED; feedback, with no address, is never REPLIED), a spam mark and who handled them last.
 * Feedback approved as a testimonial (only with the patient's consent, held by a CHECK) names its
 * town and doctor. The hero's claims get a one-row table of their own; it stays empty here, so a
 * real clinic claims nothing until it says so (the demo seed fills it).
 */
export class InboxAndTestimonials1764800300000 implements MigrationInterface {
  name = 'InboxAndTestimonials1764800300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "clinic_claims" ("id" integer NOT NULL, "patients_treated" integer, "years_of_service" integer, "success_rate" integer, "updated_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "clinic_claims_success_percent" CHECK (success_rate BETWEEN 0 AND 100), CONSTRAINT "clinic_claims_years_non_negative" CHECK (years_of_service >= 0), CONSTRAINT "clinic_claims_patients_non_negative" CHECK (patients_treated >= 0), CONSTRAINT "clinic_claims_one_row" CHECK (id = 1), CONSTRAINT "PK_bab08a9305bf5dd257b465922b1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_message" ADD "inbox_state" text NOT NULL DEFAULT 'NEW'`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_message" ADD "spam" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`ALTER TABLE "contact_message" ADD "handled_by_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "contact_message" ADD "handled_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`ALTER TABLE "feedback" ADD "inbox_state" text NOT NULL DEFAULT 'NEW'`);
    await queryRunner.query(`ALTER TABLE "feedback" ADD "spam" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "feedback" ADD "handled_by_id" integer`);
    await queryRunner.query(`ALTER TABLE "feedback" ADD "handled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "feedback" ADD "town" text`);
    await queryRunner.query(`ALTER TABLE "feedback" ADD "doctor_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "feedback" ADD "testimonial_approved_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`ALTER TABLE "feedback" ADD "testimonial_approved_by_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_inbox_state_known" CHECK (inbox_state IN ('NEW','READ','REPLIED','ARCHIVED'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "feedback" ADD CONSTRAINT "feedback_testimonial_needs_consent" CHECK (testimonial_approved_at IS NULL OR consent_to_publish)`,
    );
    await queryRunner.query(
      `ALTER TABLE "feedback" ADD CONSTRAINT "feedback_inbox_state_known" CHECK (inbox_state IN ('NEW','READ','ARCHIVED'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "feedback" DROP CONSTRAINT "feedback_inbox_state_known"`);
    await queryRunner.query(
      `ALTER TABLE "feedback" DROP CONSTRAINT "feedback_testimonial_needs_consent"`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_message" DROP CONSTRAINT "contact_message_inbox_state_known"`,
    );
    await queryRunner.query(`ALTER TABLE "feedback" DROP COLUMN "testimonial_approved_by_id"`);
    await queryRunner.query(`ALTER TABLE "feedback" DROP COLUMN "testimonial_approved_at"`);
    await queryRunner.query(`ALTER TABLE "feedback" DROP COLUMN "doctor_id"`);
    await queryRunner.query(`ALTER TABLE "feedback" DROP COLUMN "town"`);
    await queryRunner.query(`ALTER TABLE "feedback" DROP COLUMN "handled_at"`);
    await queryRunner.query(`ALTER TABLE "feedback" DROP COLUMN "handled_by_id"`);
    await queryRunner.query(`ALTER TABLE "feedback" DROP COLUMN "spam"`);
    await queryRunner.query(`ALTER TABLE "feedback" DROP COLUMN "inbox_state"`);
    await queryRunner.query(`ALTER TABLE "contact_message" DROP COLUMN "handled_at"`);
    await queryRunner.query(`ALTER TABLE "contact_message" DROP COLUMN "handled_by_id"`);
    await queryRunner.query(`ALTER TABLE "contact_message" DROP COLUMN "spam"`);
    await queryRunner.query(`ALTER TABLE "contact_message" DROP COLUMN "inbox_state"`);
    await queryRunner.query(`DROP TABLE "clinic_claims"`);
  }
}
