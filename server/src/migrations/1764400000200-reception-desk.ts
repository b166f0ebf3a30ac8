import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'PENDING','CONFIRMED','ARRIVED','COMPLETED','NO_SHOW','CANCELLED'`;

/**
 * The reception desk's data:
 * - appointments gain ARRIVED and NO_SHOW; a no-show frees its slot like a cancellation;
 * - `appointment_status_change` replaces the `status_history` jsonb column: one row per change
 *   with who, when and why. Existing history moves there: the first step was the patient's
 *   booking and a cancellation the patient's own (the only ways the site could change a status),
 *   anything else the server's; a row with no history gets its current status as of its creation;
 * - the clinic's cancel reason, doctors' leave, and today's queue (tokens per doctor and day);
 * - a trigram index for finding bookings by a patient's name.
 * Generated from the entities, then reviewed; the data moves and the constraints are ours.
 */
export class ReceptionDesk1764400000200 implements MigrationInterface {
  name = 'ReceptionDesk1764400000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "appointment" DROP CONSTRAINT "appointment_status_known"`);
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "appointment_status_known" CHECK (status IN (${STATUSES}))`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" DROP CONSTRAINT "appointment_no_double_booking"`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "appointment_no_double_booking" EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" NOT IN ('CANCELLED', 'NO_SHOW'))`,
    );
    await queryRunner.query(`ALTER TABLE "appointment" ADD "cancel_reason" text`);
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "appointment_cancel_reason_length" CHECK (cancel_reason IS NULL OR length(cancel_reason) <= 300)`,
    );

    await queryRunner.query(
      `CREATE TABLE "appointment_status_change" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "appointment_id" integer NOT NULL, "from_status" text, "to_status" text NOT NULL, "actor_kind" text NOT NULL, "by" text NOT NULL, "reason" text, "note" text, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "appointment_status_change_by_present" CHECK (length(btrim(by)) > 0), CONSTRAINT "appointment_status_change_actor_known" CHECK (actor_kind IN ('patient','system','staff','key')), CONSTRAINT "appointment_status_change_from_known" CHECK (from_status IS NULL OR from_status IN (${STATUSES})), CONSTRAINT "appointment_status_change_to_known" CHECK (to_status IN (${STATUSES})), CONSTRAINT "PK_b52e9c7fb990941f35573c5d328" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "appointment_status_change_appointment_at" ON "appointment_status_change"  ("appointment_id", "at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment_status_change" ADD CONSTRAINT "FK_d71d50df0118df0abb674edc1c0" FOREIGN KEY ("appointment_id") REFERENCES "appointment"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // The history so far, step by step.
    await queryRunner.query(
      `INSERT INTO "appointment_status_change" ("appointment_id", "from_status", "to_status", "actor_kind", "by", "at")
       SELECT a.id,
         lag(h.step->>'status') OVER (PARTITION BY a.id ORDER BY h.n),
         h.step->>'status',
         CASE WHEN h.n = 1 OR h.step->>'status' = 'CANCELLED' THEN 'patient' ELSE 'system' END,
         CASE WHEN h.n = 1 OR h.step->>'status' = 'CANCELLED' THEN 'patient' ELSE 'system' END,
         COALESCE((h.step->>'at')::timestamptz, a.created_at)
       FROM "appointment" a
       CROSS JOIN LATERAL jsonb_array_elements(a.status_history) WITH ORDINALITY AS h(step, n)
       WHERE h.step->>'status' IN (${STATUSES})`,
    );
    // Rows written without history (by hand, or before it was kept): their status as of creation.
    await queryRunner.query(
      `INSERT INTO "appointment_status_change" ("appointment_id", "from_status", "to_status", "actor_kind", "by", "at")
       SELECT a.id, NULL, a.status, 'system', 'system', a.created_at FROM "appointment" a
       WHERE NOT EXISTS (SELECT 1 FROM "appointment_status_change" c WHERE c.appointment_id = a.id)`,
    );
    // Rows whose status was changed by hand after their last recorded step.
    await queryRunner.query(
      `INSERT INTO "appointment_status_change" ("appointment_id", "from_status", "to_status", "actor_kind", "by", "at")
       SELECT a.id, last.to_status, a.status, 'system', 'system', now() FROM "appointment" a
       CROSS JOIN LATERAL (SELECT c.to_status FROM "appointment_status_change" c
         WHERE c.appointment_id = a.id ORDER BY c.at DESC, c.id DESC LIMIT 1) last
       WHERE last.to_status <> a.status`,
    );
    await queryRunner.query(`ALTER TABLE "appointment" DROP COLUMN "status_history"`);

    await queryRunner.query(
      `CREATE TABLE "doctor_leave" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "doctor_id" integer NOT NULL, "from_date" date NOT NULL, "to_date" date NOT NULL, "start_time" TIME, "end_time" TIME, "reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "doctor_leave_reason_length" CHECK (reason IS NULL OR length(reason) <= 300), CONSTRAINT "doctor_leave_time_range" CHECK ((start_time IS NULL AND end_time IS NULL) OR (start_time < end_time AND from_date = to_date)), CONSTRAINT "doctor_leave_dates_in_order" CHECK (to_date >= from_date), CONSTRAINT "PK_fd603ecff3ab118c90ae7825c1a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "doctor_leave_doctor_to_date" ON "doctor_leave"  ("doctor_id", "to_date") `,
    );
    await queryRunner.query(
      `ALTER TABLE "doctor_leave" ADD CONSTRAINT "FK_6cccee53dbb7dfccbb2b48405a4" FOREIGN KEY ("doctor_id") REFERENCES "doctor"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(
      `CREATE TABLE "queue_day" ("doctor_id" integer NOT NULL, "day" date NOT NULL, "last_token" integer NOT NULL, CONSTRAINT "queue_day_last_token_positive" CHECK (last_token > 0), CONSTRAINT "PK_e56a2273b05a416e5b50bede080" PRIMARY KEY ("doctor_id", "day"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "queue_day" ADD CONSTRAINT "FK_0de9869dc14466329ed7e5c0fe8" FOREIGN KEY ("doctor_id") REFERENCES "doctor"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "queue_entry" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "doctor_id" integer NOT NULL, "day" date NOT NULL, "token" integer NOT NULL, "name" text NOT NULL, "phone" text, "appointment_id" integer, "status" text NOT NULL DEFAULT 'WAITING', "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "queue_entry_appointment_unique" UNIQUE ("appointment_id"), CONSTRAINT "queue_entry_token_unique" UNIQUE ("doctor_id", "day", "token"), CONSTRAINT "queue_entry_phone_10_digits" CHECK (phone IS NULL OR phone ~ '^[0-9]{10}$'), CONSTRAINT "queue_entry_name_present" CHECK (length(btrim(name)) > 0 AND length(name) <= 80), CONSTRAINT "queue_entry_token_positive" CHECK (token > 0), CONSTRAINT "queue_entry_status_known" CHECK (status IN ('WAITING','CALLED','DONE')), CONSTRAINT "PK_885c673f67b27b737a7c13bd4df" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "queue_entry_one_called" ON "queue_entry"  ("doctor_id", "day") WHERE status = 'CALLED'`,
    );
    await queryRunner.query(
      `ALTER TABLE "queue_entry" ADD CONSTRAINT "FK_db89b3ce0ded1e2391db9fc691e" FOREIGN KEY ("doctor_id") REFERENCES "doctor"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "queue_entry" ADD CONSTRAINT "FK_ebab07d0e9b6470561206328ddd" FOREIGN KEY ("appointment_id") REFERENCES "appointment"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(
      `CREATE INDEX "appointment_patient_name_trgm" ON "appointment" USING gin ((patient_first_name || ' ' || patient_last_name) gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "appointment_patient_name_trgm"`);
    await queryRunner.query(`DROP TABLE "queue_entry"`);
    await queryRunner.query(`DROP TABLE "queue_day"`);
    await queryRunner.query(`DROP TABLE "doctor_leave"`);
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD "status_history" jsonb NOT NULL DEFAULT '[]'`,
    );
    await queryRunner.query(
      `UPDATE "appointment" a SET status_history = COALESCE((
         SELECT jsonb_agg(jsonb_build_object('status', c.to_status, 'at', c.at) ORDER BY c.at, c.id)
         FROM "appointment_status_change" c
         WHERE c.appointment_id = a.id AND (c.from_status IS NULL OR c.from_status <> c.to_status)
       ), '[]')`,
    );
    await queryRunner.query(`DROP TABLE "appointment_status_change"`);
    await queryRunner.query(
      `ALTER TABLE "appointment" DROP CONSTRAINT "appointment_cancel_reason_length"`,
    );
    await queryRunner.query(`ALTER TABLE "appointment" DROP COLUMN "cancel_reason"`);
    // Arrivals and no-shows have no place in the old statuses: the nearest the old site knew.
    await queryRunner.query(
      `UPDATE "appointment" SET status = CASE status WHEN 'ARRIVED' THEN 'CONFIRMED' WHEN 'NO_SHOW' THEN 'CANCELLED' ELSE status END`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" DROP CONSTRAINT "appointment_no_double_booking"`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "appointment_no_double_booking" EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" <> 'CANCELLED')`,
    );
    await queryRunner.query(`ALTER TABLE "appointment" DROP CONSTRAINT "appointment_status_known"`);
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "appointment_status_known" CHECK (status IN ('PENDING','CONFIRMED','COMPLETED','CANCELLED'))`,
    );
  }
}
