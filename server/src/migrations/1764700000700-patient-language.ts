import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `language` on appointments and orders: the language the patient chose when booking or
 * ordering, which every message about it is written in. Rows from before are English.
 */
export class PatientLanguage1764700000700 implements MigrationInterface {
  name = 'PatientLanguage1764700000700';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD "language" character varying NOT NULL DEFAULT 'en'`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "appointment_language_known" CHECK (language IN ('en','hi'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD "language" character varying NOT NULL DEFAULT 'en'`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "order_language_known" CHECK (language IN ('en','hi'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" DROP CONSTRAINT "order_language_known"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "language"`);
    await queryRunner.query(
      `ALTER TABLE "appointment" DROP CONSTRAINT "appointment_language_known"`,
    );
    await queryRunner.query(`ALTER TABLE "appointment" DROP COLUMN "language"`);
  }
}
