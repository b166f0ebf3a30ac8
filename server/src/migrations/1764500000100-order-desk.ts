import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pharmacy desk's orders:
 * - `order_payment`: what a delivered order owes and how it was collected (cash or UPI with its
 *   reference, by whom, when), one row per order, written at delivery. Orders delivered before
 *   the desk existed get none: nobody knows now whether they were paid;
 * - the board's indexes: one status's orders newest first (and a day's count per status), and a
 *   trigram index for finding an order by part of the customer's name.
 * Generated from the entities, then reviewed; the trigram index is ours.
 */
export class OrderDesk1764500000100 implements MigrationInterface {
  name = 'OrderDesk1764500000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "order_payment" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "order_id" integer NOT NULL, "amount_due" numeric(10,2) NOT NULL, "method" text, "amount" numeric(10,2), "upi_reference" text, "actor_kind" text, "staff_id" integer, "key_id" integer, "collected_by" text, "collected_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "order_payment_actor_known" CHECK (actor_kind IS NULL OR actor_kind IN ('staff','key')), CONSTRAINT "order_payment_upi_reference" CHECK ((coalesce(method, '') = 'UPI') = (upi_reference IS NOT NULL)), CONSTRAINT "order_payment_collected_whole" CHECK ((collected_at IS NULL) = (method IS NULL) AND (collected_at IS NULL) = (amount IS NULL)
   AND (collected_at IS NULL) = (collected_by IS NULL) AND (collected_at IS NULL) = (actor_kind IS NULL)), CONSTRAINT "order_payment_method_known" CHECK (method IS NULL OR method IN ('CASH','UPI')), CONSTRAINT "order_payment_amount_due_non_negative" CHECK (amount_due >= 0), CONSTRAINT "PK_order_payment" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "order_payment_order_unique" ON "order_payment" ("order_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "order_payment_owed" ON "order_payment" ("created_at") WHERE collected_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "order_payment_collected_at" ON "order_payment" ("collected_at") WHERE collected_at IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_payment" ADD CONSTRAINT "FK_fb74ab8e4ee3d2c6e73c261d8e3" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "order_status_created_at" ON "customer_order" ("status", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "order_customer_name_trgm" ON "customer_order" USING gin ("customer_name" gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "order_customer_name_trgm"`);
    await queryRunner.query(`DROP INDEX "order_status_created_at"`);
    await queryRunner.query(`DROP TABLE "order_payment"`);
  }
}
