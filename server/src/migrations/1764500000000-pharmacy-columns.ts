import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the pharmacy desk needs on products and orders before its parts are built: tax details,
 * the prescription-only flag, hiding without deleting and a low-stock warning on products; and
 * whether an order's prescription still waits for a pharmacist; and who changed an order (a staff
 * member's or key's name, as appointments record it). Existing products are ordinary, visible,
 * untaxed until staff say otherwise; existing orders needed no prescription; earlier order steps
 * were the patient's or the server's own.
 */
export class PharmacyColumns1764500000000 implements MigrationInterface {
  name = 'PharmacyColumns1764500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product"
      ADD "hsn_code" text,
      ADD "gst_rate" numeric(4,2) NOT NULL DEFAULT 0,
      ADD "prescription_only" boolean NOT NULL DEFAULT false,
      ADD "hidden" boolean NOT NULL DEFAULT false,
      ADD "low_stock_threshold" integer NOT NULL DEFAULT 5,
      ADD CONSTRAINT "product_hsn_code_digits" CHECK (hsn_code IS NULL OR hsn_code ~ '^[0-9]{4,8}$'),
      ADD CONSTRAINT "product_gst_rate_known" CHECK (gst_rate IN (0, 0.25, 3, 5, 12, 18, 28)),
      ADD CONSTRAINT "product_low_stock_threshold_non_negative" CHECK (low_stock_threshold >= 0)`);
    await queryRunner.query(`ALTER TABLE "customer_order"
      ADD "prescription_status" text,
      ADD CONSTRAINT "order_prescription_status_known"
        CHECK (prescription_status IS NULL OR prescription_status IN ('TO_CHECK','APPROVED','REJECTED'))`);
    await queryRunner.query(`ALTER TABLE "order_status_change" ADD "by" text`);
    await queryRunner.query(`UPDATE "order_status_change" SET "by" = actor_kind`);
    await queryRunner.query(`ALTER TABLE "order_status_change" ALTER "by" SET NOT NULL,
      DROP CONSTRAINT "order_status_change_actor_known",
      ADD CONSTRAINT "order_status_change_actor_known"
        CHECK (actor_kind IN ('patient','system','staff','key'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_status_change" DROP COLUMN "by",
      DROP CONSTRAINT "order_status_change_actor_known",
      ADD CONSTRAINT "order_status_change_actor_known"
        CHECK (actor_kind IN ('patient','system','staff'))`);
    await queryRunner.query(`ALTER TABLE "customer_order"
      DROP CONSTRAINT "order_prescription_status_known", DROP COLUMN "prescription_status"`);
    await queryRunner.query(`ALTER TABLE "product"
      DROP CONSTRAINT "product_low_stock_threshold_non_negative",
      DROP CONSTRAINT "product_gst_rate_known", DROP CONSTRAINT "product_hsn_code_digits",
      DROP COLUMN "low_stock_threshold", DROP COLUMN "hidden", DROP COLUMN "prescription_only",
      DROP COLUMN "gst_rate", DROP COLUMN "hsn_code"`);
  }
}
