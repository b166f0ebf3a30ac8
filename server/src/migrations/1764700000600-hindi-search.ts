import type { MigrationInterface, QueryRunner } from 'typeorm';

const HTML_TEXT = (column: string) =>
  `regexp_replace(coalesce(${column}, ''), '<[^>]*>|&[a-zA-Z0-9#]+;', ' ', 'g')`;

/**
 * Blog search finds a post by the words of its Hindi version too: the search vector adds the
 * Hindi title (weight A), excerpt (B) and text (D), and is recomputed when the versions change.
 * Product and doctor names in Hindi get trigram indexes like their English columns, for the
 * site search.
 */
export class HindiSearch1764700000600 implements MigrationInterface {
  name = 'HindiSearch1764700000600';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION blog_post_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := blog_post_search_document(NEW.id, NEW.title, NEW.excerpt, NEW.content)
          || setweight(to_tsvector('simple', coalesce(NEW.translations->'hi'->>'title', '')), 'A')
          || setweight(to_tsvector('simple', coalesce(NEW.translations->'hi'->>'excerpt', '')), 'B')
          || setweight(to_tsvector('simple', ${HTML_TEXT("NEW.translations->'hi'->>'content'")}), 'D');
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`DROP TRIGGER blog_post_search_refresh ON blog_post`);
    await queryRunner.query(`
      CREATE TRIGGER blog_post_search_refresh
      BEFORE INSERT OR UPDATE OF title, excerpt, content, translations, search_vector ON blog_post
      FOR EACH ROW EXECUTE FUNCTION blog_post_search_refresh()`);
    await queryRunner.query(`UPDATE "blog_post" SET "search_vector" = NULL`);
    await queryRunner.query(
      `CREATE INDEX "product_name_hi_trgm" ON "product" USING gin ((translations->'hi'->>'name') gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "product_name_hi_trgm"`);
    await queryRunner.query(`DROP TRIGGER blog_post_search_refresh ON blog_post`);
    await queryRunner.query(`
      CREATE TRIGGER blog_post_search_refresh
      BEFORE INSERT OR UPDATE OF title, excerpt, content, search_vector ON blog_post
      FOR EACH ROW EXECUTE FUNCTION blog_post_search_refresh()`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION blog_post_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := blog_post_search_document(NEW.id, NEW.title, NEW.excerpt, NEW.content);
        RETURN NEW;
      END
      $$`);
  }
}
