import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts, their sessions and recovery codes, integration keys and sign-in attempts (for
 * throttling across instances). Generated from the entities, then reviewed.
 */
export class StaffAccounts1764400000100 implements MigrationInterface {
  name = 'StaffAccounts1764400000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "staff_account" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "email" text NOT NULL, "name" text NOT NULL, "role" text NOT NULL, "doctor_id" integer, "password_hash" text NOT NULL, "totp_secret" text, "totp_enabled_at" TIMESTAMP WITH TIME ZONE, "totp_last_step" bigint, "disabled_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "staff_account_email_unique" UNIQUE ("email"), CONSTRAINT "staff_account_doctor_for_doctors" CHECK ((role = 'doctor') = (doctor_id IS NOT NULL)), CONSTRAINT "staff_account_role_known" CHECK (role IN ('admin','reception','pharmacy','doctor')), CONSTRAINT "staff_account_name_present" CHECK (length(btrim(name)) > 0), CONSTRAINT "staff_account_email_lower" CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254), CONSTRAINT "PK_4d2399aabd15dae3014759ae87d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "integration_key" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "key_hash" text NOT NULL, "name" text NOT NULL, "role" text NOT NULL, "created_by_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "integration_key_hash_unique" UNIQUE ("key_hash"), CONSTRAINT "integration_key_role_known" CHECK (role IN ('admin','reception','pharmacy')), CONSTRAINT "integration_key_name_present" CHECK (length(btrim(name)) > 0), CONSTRAINT "PK_660db1756b5207f586277d7b94c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "staff_session" ("id" text NOT NULL, "staff_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "enrolment_only" boolean NOT NULL DEFAULT false, "address" text NOT NULL, CONSTRAINT "PK_f6ff7fdf4bb47ace7981adbcdee" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "staff_session_staff_id" ON "staff_session"  ("staff_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "staff_sign_in_attempt" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "account_key" text NOT NULL, "address" text NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL, "outcome" text NOT NULL, CONSTRAINT "staff_sign_in_attempt_outcome_known" CHECK (outcome IN ('pending','success','failure','code-needed','throttled')), CONSTRAINT "PK_9eac80fd580275eba6e8af73387" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "staff_sign_in_attempt_at" ON "staff_sign_in_attempt"  ("at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "staff_sign_in_attempt_pair" ON "staff_sign_in_attempt"  ("account_key", "address", "at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "staff_recovery_code" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "staff_id" integer NOT NULL, "code_hash" text NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_4c362f6c768900642ea531ee06c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "staff_recovery_code_lookup" ON "staff_recovery_code"  ("staff_id", "code_hash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "staff_account" ADD CONSTRAINT "FK_0e7beac2d9f68723545357cadb6" FOREIGN KEY ("doctor_id") REFERENCES "doctor"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "integration_key" ADD CONSTRAINT "FK_3a536bf123ddcf72713e3b53d08" FOREIGN KEY ("created_by_id") REFERENCES "staff_account"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "staff_session" ADD CONSTRAINT "FK_988f66c2807d4404cf34292eeae" FOREIGN KEY ("staff_id") REFERENCES "staff_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "staff_recovery_code" ADD CONSTRAINT "FK_2757de7995b37bf2b5db6c33c40" FOREIGN KEY ("staff_id") REFERENCES "staff_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "staff_sign_in_attempt"`);
    await queryRunner.query(`DROP TABLE "staff_recovery_code"`);
    await queryRunner.query(`DROP TABLE "staff_session"`);
    await queryRunner.query(`DROP TABLE "integration_key"`);
    await queryRunner.query(`DROP TABLE "staff_account"`);
  }
}
