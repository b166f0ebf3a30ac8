import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `order_lookup_code`: a phone's one-time code to see its orders in full (HMAC-SHA256 only), its
 * wrong tries, the outbox message that carried it, and the unlock the right code gave (SHA-256 of
 * the token only). One row a phone: a new code replaces the old.
 */
export class OrderLookupCode1764600000300 implements MigrationInterface {
  name = 'OrderLookupCode1764600000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "order_lookup_code" ("phone" text NOT NULL, "code_hash" text, "code_expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "wrong_tries" integer NOT NULL DEFAULT '0', "message_id" uuid, "unlock_hash" text, "unlocked_until" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "order_lookup_code_wrong_tries_range" CHECK (wrong_tries >= 0), CONSTRAINT "order_lookup_code_phone_format" CHECK (phone ~ '^[0-9]{10}$'), CONSTRAINT "PK_order_lookup_code_phone" PRIMARY KEY ("phone"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "order_lookup_code"`);
  }
}
