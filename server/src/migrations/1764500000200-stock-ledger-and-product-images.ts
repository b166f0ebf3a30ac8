import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pharmacy desk's catalogue: a stock ledger (every change of a product's or size's stock is
 * a row, and the stock is their sum), product photos kept in PostgreSQL so every instance serves
 * them, and a medicine's drug schedule (H and H1 need a prescription; a Schedule X medicine is
 * never listed). Stock that existed before the ledger gets one opening ADJUSTMENT per product
 * and per size, so the sums hold from the first day. Generated from the entities, then reviewed.
 */
export class StockLedgerAndProductImages1764500000200 implements MigrationInterface {
  name = 'StockLedgerAndProductImages1764500000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "product_image" ("sha256" text NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "bytes" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_827a6a0d8a737f3a3f4c558ee09" PRIMARY KEY ("sha256", "width"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "stock_movement" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "product_id" integer NOT NULL, "variant_id" integer, "kind" text NOT NULL, "quantity" integer NOT NULL, "reason" text, "batch_number" text, "expiry_date" date, "order_id" integer, "by" text NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "stock_movement_batch_present" CHECK ((kind = 'RECEIPT') = (batch_number IS NOT NULL AND expiry_date IS NOT NULL)), CONSTRAINT "stock_movement_reason_present" CHECK (kind <> 'ADJUSTMENT' OR length(btrim(coalesce(reason, ''))) > 0), CONSTRAINT "stock_movement_order_present" CHECK ((kind IN ('SALE','RELEASE')) = (order_id IS NOT NULL)), CONSTRAINT "stock_movement_quantity_signed" CHECK ((kind = 'SALE' AND quantity < 0) OR (kind IN ('RELEASE','RECEIPT') AND quantity > 0) OR (kind = 'ADJUSTMENT' AND quantity <> 0)), CONSTRAINT "stock_movement_kind_known" CHECK (kind IN ('SALE','RELEASE','ADJUSTMENT','RECEIPT')), CONSTRAINT "PK_9fe1232f916686ae8cf00294749" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "stock_movement_variant_id" ON "stock_movement"  ("variant_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "stock_movement_expiry_date" ON "stock_movement"  ("expiry_date") WHERE kind = 'RECEIPT'`,
    );
    await queryRunner.query(
      `CREATE INDEX "stock_movement_order_id" ON "stock_movement"  ("order_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "stock_movement_product_at" ON "stock_movement"  ("product_id", "at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "product" ADD "drug_schedule" text NOT NULL DEFAULT 'NONE'`,
    );
    await queryRunner.query(
      `ALTER TABLE "product" ADD CONSTRAINT "product_schedule_x_hidden" CHECK (drug_schedule <> 'X' OR hidden)`,
    );
    await queryRunner.query(
      `ALTER TABLE "product" ADD CONSTRAINT "product_drug_schedule_prescription" CHECK (drug_schedule NOT IN ('H','H1','X') OR prescription_only)`,
    );
    await queryRunner.query(
      `ALTER TABLE "product" ADD CONSTRAINT "product_drug_schedule_known" CHECK (drug_schedule IN ('NONE','H','H1','X'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "stock_movement" ADD CONSTRAINT "FK_c1bf5ff45511ecaad0b28440e30" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stock_movement" ADD CONSTRAINT "FK_2ab0d3b1aa21963228e7443c964" FOREIGN KEY ("variant_id") REFERENCES "product_variant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stock_movement" ADD CONSTRAINT "FK_3941af41b7cdd5178fe804b0923" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Opening stock: each size's, then what a product holds beyond its sizes (all of it for a
    // product without sizes), so every product's and size's stock is the sum of its rows.
    await queryRunner.query(
      `INSERT INTO stock_movement (product_id, variant_id, kind, quantity, reason, by)
       SELECT product_id, id, 'ADJUSTMENT', stock, 'Opening stock', 'system'
       FROM product_variant WHERE stock <> 0 ORDER BY id`,
    );
    await queryRunner.query(
      `INSERT INTO stock_movement (product_id, kind, quantity, reason, by)
       SELECT p.id, 'ADJUSTMENT', p.stock - COALESCE(v.stock, 0), 'Opening stock', 'system'
       FROM product p
       LEFT JOIN (SELECT product_id, sum(stock)::int AS stock FROM product_variant
                  GROUP BY product_id) v ON v.product_id = p.id
       WHERE p.stock - COALESCE(v.stock, 0) <> 0 ORDER BY p.id`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "stock_movement"`);
    await queryRunner.query(`ALTER TABLE "product"
      DROP CONSTRAINT "product_drug_schedule_known",
      DROP CONSTRAINT "product_drug_schedule_prescription",
      DROP CONSTRAINT "product_schedule_x_hidden",
      DROP COLUMN "drug_schedule"`);
    await queryRunner.query(`DROP TABLE "product_image"`);
  }
}
