import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every domain's tables with their rules held by the database: checks (stock >= 0, quantity > 0,
 * 10-digit phones), unique slugs, order numbers and idempotency keys, foreign keys, and the
 * exclusion constraint that makes a double-booked slot impossible (btree_gist).
 * Generated from the entities, then reviewed; the migration drift test keeps the two in step.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE TABLE "doctor" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "slug" text NOT NULL, "name" text NOT NULL, "specialization" text NOT NULL, "qualification" text NOT NULL, "experience_years" integer NOT NULL, "image" text, "bio" text NOT NULL, "expertise" text array NOT NULL DEFAULT '{}', "languages" text array NOT NULL DEFAULT '{}', "is_available" boolean NOT NULL DEFAULT true, "consultation_fee" numeric(10,2) NOT NULL, "slot_minutes" integer NOT NULL DEFAULT '30', "working_plan" jsonb NOT NULL DEFAULT '[]', "days_off" date array NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_d558d8798b50ac3826056abc352" UNIQUE ("slug"), CONSTRAINT "doctor_slot_minutes_sane" CHECK (slot_minutes BETWEEN 5 AND 240), CONSTRAINT "doctor_fee_non_negative" CHECK (consultation_fee >= 0), CONSTRAINT "doctor_experience_non_negative" CHECK (experience_years >= 0), CONSTRAINT "PK_ee6bf6c8de78803212c548fcb94" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "appointment" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "reference" text NOT NULL, "doctor_id" integer NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" text NOT NULL DEFAULT 'PENDING', "status_history" jsonb NOT NULL DEFAULT '[]', "patient_first_name" text NOT NULL, "patient_last_name" text NOT NULL DEFAULT '', "patient_phone" text NOT NULL, "patient_email" text, "symptoms" text, "idempotency_key" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "appointment_idempotency_key_unique" UNIQUE ("idempotency_key"), CONSTRAINT "appointment_reference_unique" UNIQUE ("reference"), CONSTRAINT "appointment_symptoms_length" CHECK (symptoms IS NULL OR length(symptoms) <= 1000), CONSTRAINT "appointment_first_name_present" CHECK (length(btrim(patient_first_name)) > 0), CONSTRAINT "appointment_phone_10_digits" CHECK (patient_phone ~ '^[0-9]{10}$'), CONSTRAINT "appointment_status_known" CHECK (status IN ('PENDING','CONFIRMED','COMPLETED','CANCELLED')), CONSTRAINT "appointment_ends_after_start" CHECK (ends_at > starts_at), CONSTRAINT "appointment_no_double_booking" EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" <> 'CANCELLED'), CONSTRAINT "PK_e8be1a53027415e709ce8a2db74" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "appointment_doctor_starts_at" ON "appointment"  ("doctor_id", "starts_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "blog_tag" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "name" text NOT NULL, CONSTRAINT "UQ_99f9eeb691176c72b50c16bc614" UNIQUE ("name"), CONSTRAINT "PK_e4abd1ac56d0cfd86bd57c87a06" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "blog_post" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "slug" text NOT NULL, "title" text NOT NULL, "excerpt" text NOT NULL, "content" text NOT NULL, "image" text, "status" text NOT NULL DEFAULT 'DRAFT', "published_at" TIMESTAMP WITH TIME ZONE, "reading_minutes" integer NOT NULL DEFAULT '1', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_7a1f994eda1ad6e18788ca90b9e" UNIQUE ("slug"), CONSTRAINT "blog_post_reading_minutes_positive" CHECK (reading_minutes >= 1), CONSTRAINT "blog_post_published_has_date" CHECK (status <> 'PUBLISHED' OR published_at IS NOT NULL), CONSTRAINT "blog_post_status_known" CHECK (status IN ('DRAFT','PUBLISHED')), CONSTRAINT "PK_694e842ad1c2b33f5939de6fede" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "blog_post_status_published_at" ON "blog_post"  ("status", "published_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "clinic_profile" ("id" integer NOT NULL DEFAULT '1', "name" text NOT NULL, "tagline" text NOT NULL, "street_address" text NOT NULL, "locality" text NOT NULL, "region" text NOT NULL, "postal_code" text NOT NULL, "phones" jsonb NOT NULL, "emails" jsonb NOT NULL, "whatsapp" text NOT NULL, "emergency_phone" text NOT NULL, "hours" jsonb NOT NULL, "map_url" text NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "clinic_profile_single_row" CHECK (id = 1), CONSTRAINT "PK_d079354d368cb2480fd90ab1adb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "contact_message" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "name" text NOT NULL, "email" text NOT NULL, "phone" text, "subject" text NOT NULL, "message" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1476ca9a6265a586f618ea918fd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "feedback" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "name" text NOT NULL, "condition" text, "message" text NOT NULL, "rating" integer NOT NULL DEFAULT '5', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "feedback_rating_1_to_5" CHECK (rating BETWEEN 1 AND 5), CONSTRAINT "PK_8389f9e087a57689cd5be8b2b13" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "newsletter_signup" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "email" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "newsletter_signup_email_unique" UNIQUE ("email"), CONSTRAINT "newsletter_signup_email_lower_case" CHECK (email = lower(email)), CONSTRAINT "PK_b90d821f220e42cf651360ac877" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "category" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "slug" text NOT NULL, "name" text NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_cb73208f151aa71cdd78f662d70" UNIQUE ("slug"), CONSTRAINT "UQ_23c05c292c439d77b0de816b500" UNIQUE ("name"), CONSTRAINT "PK_9c4e4a89e3674fc9f382d733f03" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "product" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "slug" text NOT NULL, "name" text NOT NULL, "description" text NOT NULL, "short_description" text, "price" numeric(10,2) NOT NULL, "compare_price" numeric(10,2), "images" text array NOT NULL DEFAULT '{}', "category_id" integer NOT NULL, "stock" integer NOT NULL DEFAULT '0', "is_featured" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_8cfaf4a1e80806d58e3dbe69224" UNIQUE ("slug"), CONSTRAINT "product_stock_non_negative" CHECK (stock >= 0), CONSTRAINT "product_compare_price_non_negative" CHECK (compare_price IS NULL OR compare_price >= 0), CONSTRAINT "product_price_non_negative" CHECK (price >= 0), CONSTRAINT "PK_bebc9158e480b949565b4dc7a82" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "product_category_id" ON "product"  ("category_id") `);
    await queryRunner.query(`CREATE INDEX "product_created_at" ON "product"  ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "order_item" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "order_id" integer NOT NULL, "product_id" integer NOT NULL, "product_name" text NOT NULL, "unit_price" numeric(10,2) NOT NULL, "quantity" integer NOT NULL, CONSTRAINT "order_item_unit_price_non_negative" CHECK (unit_price >= 0), CONSTRAINT "order_item_quantity_positive" CHECK (quantity > 0), CONSTRAINT "PK_d01158fe15b1ead5c26fd7f4e90" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "order_item_order_id" ON "order_item"  ("order_id") `);
    await queryRunner.query(
      `CREATE INDEX "order_item_product_id" ON "order_item"  ("product_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "customer_order" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "order_number" text NOT NULL, "status" text NOT NULL DEFAULT 'PENDING', "customer_name" text NOT NULL, "customer_phone" text NOT NULL, "customer_email" text NOT NULL, "shipping_address" text NOT NULL, "notes" text, "total_amount" numeric(10,2) NOT NULL, "idempotency_key" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "order_idempotency_key_unique" UNIQUE ("idempotency_key"), CONSTRAINT "order_number_unique" UNIQUE ("order_number"), CONSTRAINT "order_total_non_negative" CHECK (total_amount >= 0), CONSTRAINT "order_phone_10_digits" CHECK (customer_phone ~ '^[0-9]{10}$'), CONSTRAINT "order_status_known" CHECK (status IN ('PENDING','PROCESSING','SHIPPED','DELIVERED','CANCELLED')), CONSTRAINT "PK_c70aef746523b2c4a0af0945209" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "order_customer_phone_created_at" ON "customer_order"  ("customer_phone", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "blog_post_tag" ("blog_post_id" integer NOT NULL, "blog_tag_id" integer NOT NULL, CONSTRAINT "PK_57dde1c7f0117151c8c9e501a8a" PRIMARY KEY ("blog_post_id", "blog_tag_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_69122ef02478aa76ead003d713" ON "blog_post_tag"  ("blog_post_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_0ab2e92b329d65d51d53a6f486" ON "blog_post_tag"  ("blog_tag_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "FK_9a9c484aa4a944eaec632e00a81" FOREIGN KEY ("doctor_id") REFERENCES "doctor"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product" ADD CONSTRAINT "FK_0dce9bc93c2d2c399982d04bef1" FOREIGN KEY ("category_id") REFERENCES "category"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_item" ADD CONSTRAINT "FK_e9674a6053adbaa1057848cddfa" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_item" ADD CONSTRAINT "FK_5e17c017aa3f5164cb2da5b1c6b" FOREIGN KEY ("product_id") REFERENCES "product"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "blog_post_tag" ADD CONSTRAINT "FK_69122ef02478aa76ead003d7130" FOREIGN KEY ("blog_post_id") REFERENCES "blog_post"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "blog_post_tag" ADD CONSTRAINT "FK_0ab2e92b329d65d51d53a6f4866" FOREIGN KEY ("blog_tag_id") REFERENCES "blog_tag"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "blog_post_tag"`);
    await queryRunner.query(`DROP TABLE "order_item"`);
    await queryRunner.query(`DROP TABLE "customer_order"`);
    await queryRunner.query(`DROP TABLE "product"`);
    await queryRunner.query(`DROP TABLE "category"`);
    await queryRunner.query(`DROP TABLE "newsletter_signup"`);
    await queryRunner.query(`DROP TABLE "feedback"`);
    await queryRunner.query(`DROP TABLE "contact_message"`);
    await queryRunner.query(`DROP TABLE "clinic_profile"`);
    await queryRunner.query(`DROP TABLE "blog_post"`);
    await queryRunner.query(`DROP TABLE "blog_tag"`);
    await queryRunner.query(`DROP TABLE "appointment"`);
    await queryRunner.query(`DROP TABLE "doctor"`);
  }
}
