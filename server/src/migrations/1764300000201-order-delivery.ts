import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How each order reaches the patient: home delivery (what every earlier order was) to a PIN code
 * in the clinic's delivery areas, with that area's fee (included in the total) and same-day flag
 * as they were when ordered, or pickup at the clinic. Generated from the entity, then reviewed.
 */
export class OrderDelivery1764300000201 implements MigrationInterface {
  name = 'OrderDelivery1764300000201';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD "delivery_method" text NOT NULL DEFAULT 'HOME_DELIVERY'`,
    );
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "delivery_pin" text`);
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD "delivery_fee" numeric(10,2) NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD "same_day_delivery" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "order_delivery_fee_within_total" CHECK (delivery_fee >= 0 AND delivery_fee <= total_amount)`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "order_delivery_pin_6_digits" CHECK (delivery_pin IS NULL OR delivery_pin ~ '^[1-9][0-9]{5}$')`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "order_delivery_method_known" CHECK (delivery_method IN ('HOME_DELIVERY','PICKUP'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "customer_order" DROP CONSTRAINT "order_delivery_method_known"`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_order" DROP CONSTRAINT "order_delivery_pin_6_digits"`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_order" DROP CONSTRAINT "order_delivery_fee_within_total"`,
    );
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "same_day_delivery"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "delivery_fee"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "delivery_pin"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "delivery_method"`);
  }
}
