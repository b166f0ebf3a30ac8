import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A phone's appointments by start: every booking counts the phone's upcoming ones (the per-phone
 * caps), which must not read the whole table. Generated from the entity, then reviewed.
 */
export class AppointmentPhoneIndex1764200000000 implements MigrationInterface {
  name = 'AppointmentPhoneIndex1764200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "appointment_patient_phone_starts_at" ON "appointment"  ("patient_phone", "starts_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "appointment_patient_phone_starts_at"`);
  }
}
