import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The blog desk: a post may be SCHEDULED (out by itself at its publishedAt), keeps the Markdown
 * it was written in and the doctor who reviewed it, and a renamed post's old slugs redirect to it
 * (`blog_slug_redirect`). Generated from the entities, then reviewed; the checks are ours.
 */
export class BlogDesk1764800200000 implements MigrationInterface {
  name = 'BlogDesk1764800200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "blog_slug_redirect" ("slug" text NOT NULL, "post_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6366b7f4c6dbe3bcc8bb5ac3e87" PRIMARY KEY ("slug"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "blog_slug_redirect_post_id" ON "blog_slug_redirect" ("post_id")`,
    );
    await queryRunner.query(`ALTER TABLE "blog_post" ADD "markdown" text`);
    await queryRunner.query(`ALTER TABLE "blog_post" ADD "reviewer_id" integer`);
    await queryRunner.query(`ALTER TABLE "blog_post" DROP CONSTRAINT "blog_post_status_known"`);
    await queryRunner.query(
      `ALTER TABLE "blog_post" DROP CONSTRAINT "blog_post_published_has_date"`,
    );
    await queryRunner.query(
      `ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_status_known" CHECK (status IN ('DRAFT','SCHEDULED','PUBLISHED'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_published_has_date" CHECK (status = 'DRAFT' OR published_at IS NOT NULL)`,
    );
    await queryRunner.query(
      `ALTER TABLE "blog_post" ADD CONSTRAINT "FK_20b13172944442a39c68bde7aaa" FOREIGN KEY ("reviewer_id") REFERENCES "doctor"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "blog_slug_redirect" ADD CONSTRAINT "FK_516665e6f14dc185217ea36f74c" FOREIGN KEY ("post_id") REFERENCES "blog_post"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "blog_slug_redirect" DROP CONSTRAINT "FK_516665e6f14dc185217ea36f74c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "blog_post" DROP CONSTRAINT "FK_20b13172944442a39c68bde7aaa"`,
    );
    await queryRunner.query(`UPDATE "blog_post" SET status = 'DRAFT' WHERE status = 'SCHEDULED'`);
    await queryRunner.query(
      `ALTER TABLE "blog_post" DROP CONSTRAINT "blog_post_published_has_date"`,
    );
    await queryRunner.query(`ALTER TABLE "blog_post" DROP CONSTRAINT "blog_post_status_known"`);
    await queryRunner.query(
      `ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_status_known" CHECK (status IN ('DRAFT','PUBLISHED'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_published_has_date" CHECK (status <> 'PUBLISHED' OR published_at IS NOT NULL)`,
    );
    await queryRunner.query(`ALTER TABLE "blog_post" DROP COLUMN "reviewer_id"`);
    await queryRunner.query(`ALTER TABLE "blog_post" DROP COLUMN "markdown"`);
    await queryRunner.query(`DROP INDEX "blog_slug_redirect_post_id"`);
    await queryRunner.query(`DROP TABLE "blog_slug_redirect"`);
  }
}
