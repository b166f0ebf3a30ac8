import type { MigrationInterface, QueryRunner } from 'typeorm';
import { markDemoRecords } from '../seed/demo-marks';

/**
 * `demo_record`: the rows the demo seed made (table and id), so "remove the demo data" deletes
 * exactly those and keeps what the clinic added. A database seeded before this migration has no
 * list yet: its demo rows are listed here once, by the demo's own slugs and names.
 */
export class DemoRecords1764800000000 implements MigrationInterface {
  name = 'DemoRecords1764800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "demo_record" ("record_type" text NOT NULL, "record_id" text NOT NULL, CONSTRAINT "demo_record_type_known" CHECK (record_type IN ('clinic_profile','doctor','category','product','blog_post','blog_tag','feedback')), CONSTRAINT "demo_record_pkey" PRIMARY KEY ("record_type", "record_id"))`,
    );
    await markDemoRecords(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "demo_record"`);
  }
}
