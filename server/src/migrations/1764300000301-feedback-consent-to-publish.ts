import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether the patient allowed publishing their feedback (first name and town only). The privacy
 * policy promises feedback is published only with permission: existing rows had none, so false.
 */
export class FeedbackConsentToPublish1764300000301 implements MigrationInterface {
  name = 'FeedbackConsentToPublish1764300000301';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "feedback" ADD "consent_to_publish" boolean NOT NULL DEFAULT false`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "feedback" DROP COLUMN "consent_to_publish"`);
  }
}
