import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Patients' data requests (DPDP Act 2023), and room for an erased patient: an appointment's or
 * order's phone (and an appointment's first name) may be '' once erased.
 */
export class DataRequests1764800400000 implements MigrationInterface {
  name = 'DataRequests1764800400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "data_request" ("id" SERIAL NOT NULL, "reference" text NOT NULL,
        "phone" text NOT NULL, "kind" text NOT NULL, "status" text NOT NULL DEFAULT 'RECEIVED',
        "proof" text NOT NULL, "details" text, "language" character varying NOT NULL DEFAULT 'en',
        "taken_by" text, "identity_check" text, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "due_at" TIMESTAMP WITH TIME ZONE NOT NULL, "closed_at" TIMESTAMP WITH TIME ZONE,
        "closed_by" text, "outcome" text,
        CONSTRAINT "UQ_data_request_reference" UNIQUE ("reference"),
        CONSTRAINT "data_request_phone_format" CHECK (phone ~ '^[0-9]{10}$'),
        CONSTRAINT "data_request_kind_known" CHECK (kind IN ('SEE','CORRECT','ERASE')),
        CONSTRAINT "data_request_status_known" CHECK (status IN ('RECEIVED','DONE','REFUSED')),
        CONSTRAINT "data_request_proof_known" CHECK (proof IN ('CODE','VISIT')),
        CONSTRAINT "data_request_details_length" CHECK (details IS NULL OR length(details) <= 1000),
        CONSTRAINT "data_request_refused_with_reason" CHECK (status <> 'REFUSED' OR outcome IS NOT NULL),
        CONSTRAINT "PK_data_request" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "data_request_open_due" ON "data_request" ("status", "due_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" DROP CONSTRAINT "appointment_phone_10_digits"`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "appointment_phone_10_digits" CHECK (patient_phone ~ '^[0-9]{10}$' OR patient_phone = '')`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" DROP CONSTRAINT "appointment_first_name_present"`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "appointment_first_name_present" CHECK (length(btrim(patient_first_name)) > 0 OR patient_phone = '')`,
    );
    await queryRunner.query(`ALTER TABLE "customer_order" DROP CONSTRAINT "order_phone_10_digits"`);
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "order_phone_10_digits" CHECK (customer_phone ~ '^[0-9]{10}$' OR customer_phone = '')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" DROP CONSTRAINT "order_phone_10_digits"`);
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "order_phone_10_digits" CHECK (customer_phone ~ '^[0-9]{10}$')`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" DROP CONSTRAINT "appointment_first_name_present"`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "appointment_first_name_present" CHECK (length(btrim(patient_first_name)) > 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" DROP CONSTRAINT "appointment_phone_10_digits"`,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "appointment_phone_10_digits" CHECK (patient_phone ~ '^[0-9]{10}$')`,
    );
    await queryRunner.query(`DROP TABLE "data_request"`);
  }
}
