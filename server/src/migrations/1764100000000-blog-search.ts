import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full-text search over blog posts: a `search_vector` column (configuration `simple`, so Hindi and
 * English words both match as typed) with a GIN index. Triggers keep it current from the post's
 * title, tags, excerpt and the text of its HTML, whoever writes the row (the service, the seed or
 * plain SQL), and when tags are attached, detached or renamed. A stored column, not an expression
 * index: a broad search ordered by date walks the date index and must not recompute the vector.
 */
export class BlogSearch1764100000000 implements MigrationInterface {
  name = 'BlogSearch1764100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blog_post" ADD "search_vector" tsvector`);
    await queryRunner.query(`
      CREATE FUNCTION blog_post_search_document(p_id integer, p_title text, p_excerpt text, p_content text)
      RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT setweight(to_tsvector('simple', coalesce(p_title, '')), 'A')
          || setweight(to_tsvector('simple', coalesce((
               SELECT string_agg(t.name, ' ')
               FROM blog_post_tag pt JOIN blog_tag t ON t.id = pt.blog_tag_id
               WHERE pt.blog_post_id = p_id), '')), 'A')
          || setweight(to_tsvector('simple', coalesce(p_excerpt, '')), 'B')
          || setweight(to_tsvector('simple',
               regexp_replace(coalesce(p_content, ''), '<[^>]*>|&[a-zA-Z0-9#]+;', ' ', 'g')), 'D')
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION blog_post_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := blog_post_search_document(NEW.id, NEW.title, NEW.excerpt, NEW.content);
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER blog_post_search_refresh
      BEFORE INSERT OR UPDATE OF title, excerpt, content, search_vector ON blog_post
      FOR EACH ROW EXECUTE FUNCTION blog_post_search_refresh()`);
    await queryRunner.query(`
      CREATE FUNCTION blog_post_tag_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          UPDATE blog_post SET search_vector = NULL WHERE id = OLD.blog_post_id;
        ELSE
          UPDATE blog_post SET search_vector = NULL WHERE id = NEW.blog_post_id;
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER blog_post_tag_search_refresh
      AFTER INSERT OR DELETE ON blog_post_tag
      FOR EACH ROW EXECUTE FUNCTION blog_post_tag_search_refresh()`);
    await queryRunner.query(`
      CREATE FUNCTION blog_tag_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE blog_post SET search_vector = NULL
        WHERE id IN (SELECT blog_post_id FROM blog_post_tag WHERE blog_tag_id = NEW.id);
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER blog_tag_search_refresh
      AFTER UPDATE OF name ON blog_tag
      FOR EACH ROW EXECUTE FUNCTION blog_tag_search_refresh()`);
    // Fills the column for posts that exist already (the BEFORE trigger computes each value).
    await queryRunner.query(`UPDATE "blog_post" SET "search_vector" = NULL`);
    await queryRunner.query(
      `CREATE INDEX "blog_post_search" ON "blog_post" USING gin ("search_vector")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "blog_post_search"`);
    await queryRunner.query(`DROP TRIGGER blog_tag_search_refresh ON blog_tag`);
    await queryRunner.query(`DROP FUNCTION blog_tag_search_refresh()`);
    await queryRunner.query(`DROP TRIGGER blog_post_tag_search_refresh ON blog_post_tag`);
    await queryRunner.query(`DROP FUNCTION blog_post_tag_search_refresh()`);
    await queryRunner.query(`DROP TRIGGER blog_post_search_refresh ON blog_post`);
    await queryRunner.query(`DROP FUNCTION blog_post_search_refresh()`);
    await queryRunner.query(`DROP FUNCTION blog_post_search_document(integer, text, text, text)`);
    await queryRunner.query(`ALTER TABLE "blog_post" DROP COLUMN "search_vector"`);
  }
}
