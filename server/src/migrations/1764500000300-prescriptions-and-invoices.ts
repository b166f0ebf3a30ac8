import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prescriptions and GST invoices:
 * - `prescription`: a patient's upload (photo re-encoded, or PDF) found by the hash of its
 *   one-time token, attached to one order, and the pharmacist's verdict on it;
 * - `invoice_counter` (one row per financial year), `invoice` and `invoice_line`: tax invoices of
 *   delivered orders, numbered without gaps;
 * - the clinic's GSTIN and invoice prefix on its profile (unset GSTIN: no invoices until set);
 * - a pharmacist's registration number on staff accounts.
 * Generated from the entities, then reviewed.
 */
export class PrescriptionsAndInvoices1764500000300 implements MigrationInterface {
  name = 'PrescriptionsAndInvoices1764500000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "prescription" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "token_hash" text NOT NULL, "kind" text NOT NULL, "content_type" text NOT NULL, "bytes" bytea NOT NULL, "byte_size" integer NOT NULL, "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "order_id" integer, "reviewed_at" TIMESTAMP WITH TIME ZONE, "reviewer_id" integer, "reviewer_name" text, "reviewer_registration" text, "reject_reason" text, CONSTRAINT "prescription_order_unique" UNIQUE ("order_id"), CONSTRAINT "prescription_token_hash_unique" UNIQUE ("token_hash"), CONSTRAINT "prescription_reject_reason_length" CHECK (reject_reason IS NULL OR length(reject_reason) <= 300), CONSTRAINT "prescription_byte_size_range" CHECK (byte_size BETWEEN 1 AND 5242880), CONSTRAINT "prescription_kind_known" CHECK (kind IN ('IMAGE','PDF')), CONSTRAINT "PK_eaba5e4414e5382781e08467b51" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "prescription_expires_at" ON "prescription"  ("expires_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "prescription" ADD CONSTRAINT "FK_a179902893921946528b2d45ece" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "prescription" ADD CONSTRAINT "FK_1f6ac6db809d23716d17c57dd39" FOREIGN KEY ("reviewer_id") REFERENCES "staff_account"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );

    await queryRunner.query(
      `CREATE TABLE "invoice_counter" ("financial_year" text NOT NULL, "last_number" integer NOT NULL, CONSTRAINT "invoice_counter_last_number_range" CHECK (last_number BETWEEN 1 AND 999999), CONSTRAINT "invoice_counter_year_label" CHECK (financial_year ~ '^[0-9]{2}-[0-9]{2}$'), CONSTRAINT "PK_a8d560196547d349c550c3dc650" PRIMARY KEY ("financial_year"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "invoice" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "order_id" integer NOT NULL, "serial" text NOT NULL, "financial_year" text NOT NULL, "number" integer NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "seller_name" text NOT NULL, "seller_address" text NOT NULL, "seller_gstin" text NOT NULL, "buyer_name" text NOT NULL, "buyer_address" text NOT NULL, "place_of_supply" text NOT NULL, "inter_state" boolean NOT NULL, "taxable_total" numeric(12,2) NOT NULL, "cgst_total" numeric(12,2) NOT NULL, "sgst_total" numeric(12,2) NOT NULL, "igst_total" numeric(12,2) NOT NULL, "total" numeric(12,2) NOT NULL, CONSTRAINT "invoice_order_unique" UNIQUE ("order_id"), CONSTRAINT "invoice_year_number_unique" UNIQUE ("financial_year", "number"), CONSTRAINT "invoice_serial_unique" UNIQUE ("serial"), CONSTRAINT "invoice_totals_add_up" CHECK (taxable_total + cgst_total + sgst_total + igst_total = total), CONSTRAINT "invoice_number_positive" CHECK (number > 0), CONSTRAINT "invoice_serial_length" CHECK (length(serial) <= 16), CONSTRAINT "PK_15d25c200d9bcd8a33f698daf18" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "invoice_issued_at" ON "invoice"  ("issued_at") `);
    await queryRunner.query(
      `ALTER TABLE "invoice" ADD CONSTRAINT "FK_1e74a9888e5e228184769ba3dfd" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "invoice_line" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "invoice_id" integer NOT NULL, "position" integer NOT NULL, "description" text NOT NULL, "hsn_code" text, "quantity" integer NOT NULL, "unit_price" numeric(10,2) NOT NULL, "gst_rate" numeric(4,2) NOT NULL, "taxable_value" numeric(12,2) NOT NULL, "cgst" numeric(12,2) NOT NULL, "sgst" numeric(12,2) NOT NULL, "igst" numeric(12,2) NOT NULL, "total" numeric(12,2) NOT NULL, CONSTRAINT "invoice_line_position_unique" UNIQUE ("invoice_id", "position"), CONSTRAINT "invoice_line_adds_up" CHECK (taxable_value + cgst + sgst + igst = total AND taxable_value >= 0), CONSTRAINT "invoice_line_quantity_positive" CHECK (quantity > 0), CONSTRAINT "PK_112d67e85951a56ee5123e9c803" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "invoice_line" ADD CONSTRAINT "FK_36e6eecdb00b171d90ff63f2d20" FOREIGN KEY ("invoice_id") REFERENCES "invoice"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`ALTER TABLE "clinic_profile" ADD "gstin" text`);
    await queryRunner.query(
      `ALTER TABLE "clinic_profile" ADD "invoice_prefix" text NOT NULL DEFAULT 'SC'`,
    );
    await queryRunner.query(
      `ALTER TABLE "clinic_profile" ADD CONSTRAINT "clinic_profile_invoice_prefix_format" CHECK (invoice_prefix ~ '^[A-Z]{1,3}$')`,
    );
    await queryRunner.query(
      `ALTER TABLE "clinic_profile" ADD CONSTRAINT "clinic_profile_gstin_format" CHECK (gstin IS NULL OR gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$')`,
    );
    await queryRunner.query(`ALTER TABLE "staff_account" ADD "registration_number" text`);
    await queryRunner.query(
      `ALTER TABLE "staff_account" ADD CONSTRAINT "staff_account_registration_number_format" CHECK (registration_number IS NULL OR registration_number ~ '^[A-Za-z0-9/ .-]{2,40}$')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "staff_account" DROP CONSTRAINT "staff_account_registration_number_format", DROP COLUMN "registration_number"`,
    );
    await queryRunner.query(
      `ALTER TABLE "clinic_profile" DROP CONSTRAINT "clinic_profile_gstin_format", DROP CONSTRAINT "clinic_profile_invoice_prefix_format", DROP COLUMN "invoice_prefix", DROP COLUMN "gstin"`,
    );
    await queryRunner.query(`DROP TABLE "invoice_line"`);
    await queryRunner.query(`DROP TABLE "invoice"`);
    await queryRunner.query(`DROP TABLE "invoice_counter"`);
    await queryRunner.query(`DROP TABLE "prescription"`);
  }
}
