import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trigram indexes so "contains" searches (ILIKE '%word%') over a product's name and descriptions
 * stay fast at 100,000 products; pg_trgm is created by the initial schema. The product entity
 * declares them with synchronize: false, so the schema builder keeps them.
 */
export class ProductSearchIndexes1764000000000 implements MigrationInterface {
  name = 'ProductSearchIndexes1764000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "product_name_trgm" ON "product" USING gin ("name" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "product_short_description_trgm" ON "product" USING gin ("short_description" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "product_description_trgm" ON "product" USING gin ("description" gin_trgm_ops)`,
    );
    // Sorting a search by price or name walks these and stops after one page.
    await queryRunner.query(`CREATE INDEX "product_price" ON "product"  ("price") `);
    await queryRunner.query(`CREATE INDEX "product_name" ON "product"  ("name") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "product_name"`);
    await queryRunner.query(`DROP INDEX "product_price"`);
    await queryRunner.query(`DROP INDEX "product_description_trgm"`);
    await queryRunner.query(`DROP INDEX "product_short_description_trgm"`);
    await queryRunner.query(`DROP INDEX "product_name_trgm"`);
  }
}
