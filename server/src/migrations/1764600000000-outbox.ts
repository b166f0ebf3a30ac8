import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messaging:
 * - `outbox_message`: every message a change asks for, written in the change's transaction, and
 *   the record of its delivery (its id is the provider's idempotency key and its job's id);
 * - `message_opt_out`: phones that asked for no more reminders and updates.
 * pg-boss keeps its job tables in its own schema (`pgboss`), made and migrated by pg-boss.
 * Generated from the entities, then reviewed.
 */
export class Outbox1764600000000 implements MigrationInterface {
  name = 'Outbox1764600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "message_opt_out" ("phone" text NOT NULL, "source" text NOT NULL, "opted_out_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "message_opt_out_phone_format" CHECK (phone ~ '^[0-9]{10}$'), CONSTRAINT "message_opt_out_source_known" CHECK (source IN ('LINK','REPLY','STAFF')), CONSTRAINT "PK_8f14b20f69d1c7fec4b1aca9db1" PRIMARY KEY ("phone"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "outbox_message" ("id" uuid NOT NULL, "template" text NOT NULL, "audience" text NOT NULL, "locale" text NOT NULL DEFAULT 'en', "phone" text, "email" text, "params" jsonb NOT NULL, "appointment_id" integer, "order_id" integer, "contact_message_id" integer, "send_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" text NOT NULL DEFAULT 'QUEUED', "channel" text, "attempts" integer NOT NULL DEFAULT '0', "last_error" text, "provider_message_id" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "outbox_message_attempts_range" CHECK (attempts >= 0), CONSTRAINT "outbox_message_phone_format" CHECK (phone IS NULL OR phone ~ '^[0-9]{10}$'), CONSTRAINT "outbox_message_has_address" CHECK (phone IS NOT NULL OR email IS NOT NULL), CONSTRAINT "outbox_message_audience_known" CHECK (audience IN ('PATIENT','CLINIC')), CONSTRAINT "outbox_message_status_known" CHECK (status IN ('QUEUED','SENDING','SENT','DELIVERED','FAILED','DROPPED')), CONSTRAINT "PK_2f36ee5236f2793f3e7bd554589" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "outbox_message_status_send_at" ON "outbox_message"  ("status", "send_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "outbox_message_order_id" ON "outbox_message"  ("order_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "outbox_message_appointment_id" ON "outbox_message"  ("appointment_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_message" ADD CONSTRAINT "FK_3b072dccca966d6d018df52f264" FOREIGN KEY ("appointment_id") REFERENCES "appointment"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_message" ADD CONSTRAINT "FK_5ea60cc44d653b2d9ffdf9f8e45" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_message" ADD CONSTRAINT "FK_f113597f501e9d4769bfe1c8b4e" FOREIGN KEY ("contact_message_id") REFERENCES "contact_message"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "outbox_message" DROP CONSTRAINT "FK_f113597f501e9d4769bfe1c8b4e"`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_message" DROP CONSTRAINT "FK_5ea60cc44d653b2d9ffdf9f8e45"`,
    );
    await queryRunner.query(
      `ALTER TABLE "outbox_message" DROP CONSTRAINT "FK_3b072dccca966d6d018df52f264"`,
    );
    await queryRunner.query(`DROP INDEX "public"."outbox_message_appointment_id"`);
    await queryRunner.query(`DROP INDEX "public"."outbox_message_order_id"`);
    await queryRunner.query(`DROP INDEX "public"."outbox_message_status_send_at"`);
    await queryRunner.query(`DROP TABLE "outbox_message"`);
    await queryRunner.query(`DROP TABLE "message_opt_out"`);
  }
}
