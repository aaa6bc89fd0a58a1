import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_posts_payments_tier" AS ENUM('standard', 'featured', 'pinned');
  CREATE TYPE "public"."enum_job_posts_payments_purpose" AS ENUM('post', 'extend', 'upgrade');
  CREATE TYPE "public"."enum_job_posts_type" AS ENUM('full-time', 'part-time', 'contract', 'freelance');
  CREATE TYPE "public"."enum_job_posts_experience_level" AS ENUM('entry', 'mid', 'senior');
  CREATE TYPE "public"."enum_job_posts_salary_currency" AS ENUM('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'INR', 'BRL', 'MXN', 'PLN', 'ZAR', 'SGD', 'JPY', 'SEK', 'NOK', 'DKK');
  CREATE TYPE "public"."enum_job_posts_salary_period" AS ENUM('year', 'month', 'week', 'day', 'hour');
  CREATE TYPE "public"."enum_job_posts_tier" AS ENUM('standard', 'featured', 'pinned');
  CREATE TYPE "public"."enum_job_posts_state" AS ENUM('draft', 'awaiting-payment', 'in-review', 'live', 'rejected', 'ended');
  CREATE TYPE "public"."enum_job_posts_decision" AS ENUM('approve', 'reject');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'endJobPostPeriods' BEFORE 'deliverInstantAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'endJobPostPeriods' BEFORE 'deliverInstantAlerts';
  CREATE TABLE "job_posts_payments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"stripe_session_id" varchar NOT NULL,
  	"stripe_payment_intent_id" varchar,
  	"tier" "enum_job_posts_payments_tier" NOT NULL,
  	"purpose" "enum_job_posts_payments_purpose" NOT NULL,
  	"days" numeric NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"receipt_sent_at" timestamp(3) with time zone,
  	"refunded_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "job_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"company_name" varchar NOT NULL,
  	"company_website" varchar,
  	"category_id" integer NOT NULL,
  	"type" "enum_job_posts_type" NOT NULL,
  	"experience_level" "enum_job_posts_experience_level" NOT NULL,
  	"description" varchar NOT NULL,
  	"apply_url" varchar,
  	"apply_email" varchar,
  	"salary_min" numeric NOT NULL,
  	"salary_max" numeric NOT NULL,
  	"salary_currency" "enum_job_posts_salary_currency" NOT NULL,
  	"salary_period" "enum_job_posts_salary_period" NOT NULL,
  	"location_text" varchar NOT NULL,
  	"tier" "enum_job_posts_tier" NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"manage_token_hash" varchar NOT NULL,
  	"state" "enum_job_posts_state" DEFAULT 'draft' NOT NULL,
  	"needs_review" boolean DEFAULT false,
  	"decision" "enum_job_posts_decision",
  	"rejection_reason" varchar,
  	"revision" jsonb,
  	"live_from" timestamp(3) with time zone,
  	"live_until" timestamp(3) with time zone,
  	"renewal_notice_sent_at" timestamp(3) with time zone,
  	"job_id" integer,
  	"company_record_id" integer,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_post_tiers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"standard_label" varchar DEFAULT 'Standard' NOT NULL,
  	"standard_days" numeric DEFAULT 30 NOT NULL,
  	"standard_price_cents" numeric DEFAULT 4900 NOT NULL,
  	"standard_description" varchar DEFAULT 'Listed for 30 days in search, feeds and alerts.',
  	"featured_label" varchar DEFAULT 'Featured' NOT NULL,
  	"featured_days" numeric DEFAULT 30 NOT NULL,
  	"featured_price_cents" numeric DEFAULT 9900 NOT NULL,
  	"featured_description" varchar DEFAULT 'Listed for 30 days with the gold Featured highlight.',
  	"pinned_label" varchar DEFAULT 'Pinned' NOT NULL,
  	"pinned_days" numeric DEFAULT 7 NOT NULL,
  	"pinned_price_cents" numeric DEFAULT 14900 NOT NULL,
  	"pinned_description" varchar DEFAULT 'Pinned to the top of matching lists for 7 days.',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_posts_id" integer;
  ALTER TABLE "job_posts_payments" ADD CONSTRAINT "job_posts_payments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_company_record_id_companies_id_fk" FOREIGN KEY ("company_record_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_posts" ADD CONSTRAINT "job_posts_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "job_posts_payments_order_idx" ON "job_posts_payments" USING btree ("_order");
  CREATE INDEX "job_posts_payments_parent_id_idx" ON "job_posts_payments" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "job_posts_payments_stripe_session_id_idx" ON "job_posts_payments" USING btree ("stripe_session_id");
  CREATE INDEX "job_posts_payments_stripe_payment_intent_id_idx" ON "job_posts_payments" USING btree ("stripe_payment_intent_id");
  CREATE INDEX "job_posts_category_idx" ON "job_posts" USING btree ("category_id");
  CREATE UNIQUE INDEX "job_posts_manage_token_hash_idx" ON "job_posts" USING btree ("manage_token_hash");
  CREATE INDEX "job_posts_state_idx" ON "job_posts" USING btree ("state");
  CREATE INDEX "job_posts_needs_review_idx" ON "job_posts" USING btree ("needs_review");
  CREATE INDEX "job_posts_live_until_idx" ON "job_posts" USING btree ("live_until");
  CREATE INDEX "job_posts_job_idx" ON "job_posts" USING btree ("job_id");
  CREATE INDEX "job_posts_company_record_idx" ON "job_posts" USING btree ("company_record_id");
  CREATE INDEX "job_posts_logo_idx" ON "job_posts" USING btree ("logo_id");
  CREATE INDEX "job_posts_updated_at_idx" ON "job_posts" USING btree ("updated_at");
  CREATE INDEX "job_posts_created_at_idx" ON "job_posts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_posts_fk" FOREIGN KEY ("job_posts_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("job_posts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_posts_payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_post_tiers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_posts_payments" CASCADE;
  DROP TABLE "job_posts" CASCADE;
  DROP TABLE "job_post_tiers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_posts_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'ingestProvider', 'ingestEnabledProviders', 'sendMail', 'checkApplyLinks', 'deliverInstantAlerts', 'deliverDailyAlerts', 'deliverWeeklyAlerts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'ingestProvider', 'ingestEnabledProviders', 'sendMail', 'checkApplyLinks', 'deliverInstantAlerts', 'deliverDailyAlerts', 'deliverWeeklyAlerts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_job_posts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_posts_id";
  DROP TYPE "public"."enum_job_posts_payments_tier";
  DROP TYPE "public"."enum_job_posts_payments_purpose";
  DROP TYPE "public"."enum_job_posts_type";
  DROP TYPE "public"."enum_job_posts_experience_level";
  DROP TYPE "public"."enum_job_posts_salary_currency";
  DROP TYPE "public"."enum_job_posts_salary_period";
  DROP TYPE "public"."enum_job_posts_tier";
  DROP TYPE "public"."enum_job_posts_state";
  DROP TYPE "public"."enum_job_posts_decision";`)
}
