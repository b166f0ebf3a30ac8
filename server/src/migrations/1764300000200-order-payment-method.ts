import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How each order is paid: cash on delivery (the default, and what every earlier order was) or
 * UPI on delivery; the CHECK lists the methods the shop knows (shop/payment/). Generated from the
 * entity, then reviewed.
 */
export class OrderPaymentMethod1764300000200 implements MigrationInterface {
  name = 'OrderPaymentMethod1764300000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD "payment_method" text NOT NULL DEFAULT 'COD'`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "order_payment_method_known" CHECK (payment_method IN ('COD','UPI_ON_DELIVERY'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "customer_order" DROP CONSTRAINT "order_payment_method_known"`,
    );
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "payment_method"`);
  }
}
