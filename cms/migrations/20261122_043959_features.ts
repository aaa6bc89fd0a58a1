import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_toolkit_tools_tab" AS ENUM('productivity', 'vpn', 'esim', 'insurance', 'resume', 'security', 'learning', 'finance');
  CREATE TYPE "public"."enum_ingestion_runs_provider" AS ENUM('remoteok', 'web3career', 'jsearch', 'adzuna');
  CREATE TYPE "public"."enum_ingestion_runs_trigger" AS ENUM('schedule', 'manual', 'bench');
  CREATE TYPE "public"."enum_ingestion_runs_status" AS ENUM('running', 'succeeded', 'failed', 'skipped');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'ingestProvider', 'ingestEnabledProviders');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'ingestProvider', 'ingestEnabledProviders');
  CREATE TABLE "download_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"order_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stripe_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "toolkit_tools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"tab" "enum_toolkit_tools_tab" NOT NULL,
  	"description" varchar NOT NULL,
  	"price" varchar NOT NULL,
  	"features" varchar,
  	"url" varchar NOT NULL,
  	"badge" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ingestion_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum_ingestion_runs_provider" NOT NULL,
  	"trigger" "enum_ingestion_runs_trigger" DEFAULT 'manual' NOT NULL,
  	"status" "enum_ingestion_runs_status" DEFAULT 'running' NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"fetched" numeric DEFAULT 0,
  	"created" numeric DEFAULT 0,
  	"updated" numeric DEFAULT 0,
  	"unchanged" numeric DEFAULT 0,
  	"expired" numeric DEFAULT 0,
  	"skipped" numeric DEFAULT 0,
  	"skipped_reasons" jsonb,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "jobs" ADD COLUMN "content_hash" varchar;
  ALTER TABLE "jobs" ADD COLUMN "dedupe_key" varchar;
  ALTER TABLE "orders" ADD COLUMN "stripe_payment_intent_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "download_count" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "download_limit" numeric;
  ALTER TABLE "orders" ADD COLUMN "downloads_expire_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "download_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stripe_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "toolkit_tools_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ingestion_runs_id" integer;
  ALTER TABLE "integrations" ADD COLUMN "brandfetch_enabled" boolean DEFAULT true;
  ALTER TABLE "download_tokens" ADD CONSTRAINT "download_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "download_tokens_token_hash_idx" ON "download_tokens" USING btree ("token_hash");
  CREATE INDEX "download_tokens_order_idx" ON "download_tokens" USING btree ("order_id");
  CREATE INDEX "download_tokens_updated_at_idx" ON "download_tokens" USING btree ("updated_at");
  CREATE INDEX "download_tokens_created_at_idx" ON "download_tokens" USING btree ("created_at");
  CREATE UNIQUE INDEX "stripe_events_event_id_idx" ON "stripe_events" USING btree ("event_id");
  CREATE INDEX "stripe_events_updated_at_idx" ON "stripe_events" USING btree ("updated_at");
  CREATE INDEX "stripe_events_created_at_idx" ON "stripe_events" USING btree ("created_at");
  CREATE INDEX "toolkit_tools_tab_idx" ON "toolkit_tools" USING btree ("tab");
  CREATE INDEX "toolkit_tools_updated_at_idx" ON "toolkit_tools" USING btree ("updated_at");
  CREATE INDEX "toolkit_tools_created_at_idx" ON "toolkit_tools" USING btree ("created_at");
  CREATE INDEX "ingestion_runs_provider_idx" ON "ingestion_runs" USING btree ("provider");
  CREATE INDEX "ingestion_runs_status_idx" ON "ingestion_runs" USING btree ("status");
  CREATE INDEX "ingestion_runs_started_at_idx" ON "ingestion_runs" USING btree ("started_at");
  CREATE INDEX "ingestion_runs_updated_at_idx" ON "ingestion_runs" USING btree ("updated_at");
  CREATE INDEX "ingestion_runs_created_at_idx" ON "ingestion_runs" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_download_tokens_fk" FOREIGN KEY ("download_tokens_id") REFERENCES "public"."download_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stripe_events_fk" FOREIGN KEY ("stripe_events_id") REFERENCES "public"."stripe_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_toolkit_tools_fk" FOREIGN KEY ("toolkit_tools_id") REFERENCES "public"."toolkit_tools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ingestion_runs_fk" FOREIGN KEY ("ingestion_runs_id") REFERENCES "public"."ingestion_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "jobs_apply_url_idx" ON "jobs" USING btree ("apply_url");
  CREATE INDEX "jobs_dedupe_key_idx" ON "jobs" USING btree ("dedupe_key");
  CREATE INDEX "orders_stripe_payment_intent_id_idx" ON "orders" USING btree ("stripe_payment_intent_id");
  CREATE INDEX "payload_locked_documents_rels_download_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("download_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_stripe_events_id_idx" ON "payload_locked_documents_rels" USING btree ("stripe_events_id");
  CREATE INDEX "payload_locked_documents_rels_toolkit_tools_id_idx" ON "payload_locked_documents_rels" USING btree ("toolkit_tools_id");
  CREATE INDEX "payload_locked_documents_rels_ingestion_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("ingestion_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "download_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stripe_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "toolkit_tools" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ingestion_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "download_tokens" CASCADE;
  DROP TABLE "stripe_events" CASCADE;
  DROP TABLE "toolkit_tools" CASCADE;
  DROP TABLE "ingestion_runs" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_download_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stripe_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_toolkit_tools_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ingestion_runs_fk";
  
  DROP INDEX "jobs_apply_url_idx";
  DROP INDEX "jobs_dedupe_key_idx";
  DROP INDEX "orders_stripe_payment_intent_id_idx";
  DROP INDEX "payload_locked_documents_rels_download_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_stripe_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_toolkit_tools_id_idx";
  DROP INDEX "payload_locked_documents_rels_ingestion_runs_id_idx";
  ALTER TABLE "jobs" DROP COLUMN "content_hash";
  ALTER TABLE "jobs" DROP COLUMN "dedupe_key";
  ALTER TABLE "orders" DROP COLUMN "stripe_payment_intent_id";
  ALTER TABLE "orders" DROP COLUMN "download_count";
  ALTER TABLE "orders" DROP COLUMN "download_limit";
  ALTER TABLE "orders" DROP COLUMN "downloads_expire_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "download_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stripe_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "toolkit_tools_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ingestion_runs_id";
  ALTER TABLE "integrations" DROP COLUMN "brandfetch_enabled";
  DROP TYPE "public"."enum_toolkit_tools_tab";
  DROP TYPE "public"."enum_ingestion_runs_provider";
  DROP TYPE "public"."enum_ingestion_runs_trigger";
  DROP TYPE "public"."enum_ingestion_runs_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
