import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sizes of a product (support briefs in M / L / XL), each with its own stock, and the size an
 * order line sold (its variant, and the label it had). Generated from the entities, then reviewed.
 */
export class ProductVariants1764300000202 implements MigrationInterface {
  name = 'ProductVariants1764300000202';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "product_variant" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "product_id" integer NOT NULL, "label" text NOT NULL, "stock" integer NOT NULL DEFAULT '0', "position" integer NOT NULL DEFAULT '0', CONSTRAINT "product_variant_label_unique" UNIQUE ("product_id", "label"), CONSTRAINT "product_variant_label_present" CHECK (length(btrim(label)) > 0), CONSTRAINT "product_variant_stock_non_negative" CHECK (stock >= 0), CONSTRAINT "PK_1ab69c9935c61f7c70791ae0a9f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "order_item" ADD "variant_id" integer`);
    await queryRunner.query(`ALTER TABLE "order_item" ADD "variant_label" text`);
    await queryRunner.query(
      `CREATE INDEX "order_item_variant_id" ON "order_item"  ("variant_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "product_variant" ADD CONSTRAINT "FK_ca67dd080aac5ecf99609960cd2" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_item" ADD CONSTRAINT "FK_6312e502a3cc8068671253bdbaf" FOREIGN KEY ("variant_id") REFERENCES "product_variant"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "order_item" DROP CONSTRAINT "FK_6312e502a3cc8068671253bdbaf"`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_variant" DROP CONSTRAINT "FK_ca67dd080aac5ecf99609960cd2"`,
    );
    await queryRunner.query(`DROP INDEX "order_item_variant_id"`);
    await queryRunner.query(`ALTER TABLE "order_item" DROP COLUMN "variant_label"`);
    await queryRunner.query(`ALTER TABLE "order_item" DROP COLUMN "variant_id"`);
    await queryRunner.query(`DROP TABLE "product_variant"`);
  }
}
