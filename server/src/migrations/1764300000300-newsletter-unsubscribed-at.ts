import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When a subscriber left through their signed unsubscribe link; null while subscribed. */
export class NewsletterUnsubscribedAt1764300000300 implements MigrationInterface {
  name = 'NewsletterUnsubscribedAt1764300000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "newsletter_signup" ADD "unsubscribed_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_signup" DROP COLUMN "unsubscribed_at"`);
  }
}
