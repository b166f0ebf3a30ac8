import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `registration_number` on doctors: the medical council registration India's telemedicine rules
 * ask a doctor's profile to show. Empty for the doctors from before until the clinic fills it in.
 */
export class DoctorRegistrationNumber1764800100000 implements MigrationInterface {
  name = 'DoctorRegistrationNumber1764800100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "doctor" ADD "registration_number" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "doctor" DROP COLUMN "registration_number"`);
  }
}
