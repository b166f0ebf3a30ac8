import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff audit trail: one row per staff change, written in the change's transaction. The
 * table is append-only: a trigger refuses UPDATE and DELETE whoever asks. Generated from the
 * entity, then reviewed; the trigger is ours.
 */
export class StaffAudit1764400000000 implements MigrationInterface {
  name = 'StaffAudit1764400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_entry" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_kind" text NOT NULL, "staff_id" integer, "key_id" integer, "actor_name" text NOT NULL, "address" text NOT NULL, "action" text NOT NULL, "record_type" text NOT NULL, "record_id" text NOT NULL, "before" jsonb, "after" jsonb, CONSTRAINT "audit_entry_action_present" CHECK (length(btrim(action)) > 0), CONSTRAINT "audit_entry_actor_known" CHECK (actor_kind IN ('staff','key','system')), CONSTRAINT "PK_audit_entry" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "audit_entry_at" ON "audit_entry" ("at") `);
    await queryRunner.query(
      `CREATE INDEX "audit_entry_staff" ON "audit_entry" ("staff_id", "at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "audit_entry_record" ON "audit_entry" ("record_type", "record_id", "at") `,
    );
    await queryRunner.query(
      `CREATE FUNCTION audit_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'audit_entry is append-only: % refused', TG_OP
           USING ERRCODE = 'insufficient_privilege';
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER audit_entry_append_only BEFORE UPDATE OR DELETE ON "audit_entry"
       FOR EACH ROW EXECUTE FUNCTION audit_entry_append_only()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER audit_entry_append_only ON "audit_entry"`);
    await queryRunner.query(`DROP FUNCTION audit_entry_append_only()`);
    await queryRunner.query(`DROP TABLE "audit_entry"`);
  }
}
