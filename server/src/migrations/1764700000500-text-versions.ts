import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['doctor', 'product', 'category', 'blog_post', 'clinic_profile'] as const;

/**
 * `translations` on every table whose texts patients read: their versions in other languages
 * than English, `{ "hi": { "name": "…" } }`, beside the English columns.
 */
export class TextVersions1764700000500 implements MigrationInterface {
  name = 'TextVersions1764700000500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "translations" jsonb NOT NULL DEFAULT '{}'`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "translations"`);
    }
  }
}
