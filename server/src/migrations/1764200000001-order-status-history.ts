import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why each order changed, and the caps on what one phone may take from the shop:
 * - `order_status_change`: each order's steps (placed, released when nobody confirmed it, later
 *   staff changes) with the reason and who made them; existing orders get their placing;
 * - PENDING orders by age, for the housekeeping that releases unconfirmed ones.
 * Generated from the entities, then reviewed; the migration drift test keeps the two in step.
 */
export class OrderStatusHistory1764200000001 implements MigrationInterface {
  name = 'OrderStatusHistory1764200000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "order_status_change" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "order_id" integer NOT NULL, "from_status" text, "to_status" text NOT NULL, "reason" text NOT NULL, "actor_kind" text NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "order_status_change_reason_present" CHECK (length(btrim(reason)) > 0), CONSTRAINT "order_status_change_actor_known" CHECK (actor_kind IN ('patient','system','staff')), CONSTRAINT "order_status_change_from_known" CHECK (from_status IS NULL OR from_status IN ('PENDING','PROCESSING','SHIPPED','DELIVERED','CANCELLED')), CONSTRAINT "order_status_change_to_known" CHECK (to_status IN ('PENDING','PROCESSING','SHIPPED','DELIVERED','CANCELLED')), CONSTRAINT "PK_e1a23137444eb9039e7dd7b6561" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "order_status_change_order_id" ON "order_status_change"  ("order_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "order_status_change" ADD CONSTRAINT "FK_fec86c23b4af38c5c409d4cb789" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "order_status_change" ("order_id", "from_status", "to_status", "reason", "actor_kind", "at")
       SELECT "id", NULL, 'PENDING', 'placed', 'patient', "created_at" FROM "customer_order"`,
    );
    await queryRunner.query(
      `CREATE INDEX "order_pending_created_at" ON "customer_order"  ("created_at") WHERE status = 'PENDING'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "order_pending_created_at"`);
    await queryRunner.query(`DROP TABLE "order_status_change"`);
  }
}
