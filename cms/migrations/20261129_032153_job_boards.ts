import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_boards_ats" AS ENUM('greenhouse', 'lever', 'ashby', 'workable');
  CREATE TYPE "public"."enum_job_boards_last_run_status" AS ENUM('succeeded', 'not-modified', 'failed');
  ALTER TYPE "public"."enum_jobs_source" ADD VALUE 'remotive';
  ALTER TYPE "public"."enum_jobs_source" ADD VALUE 'himalayas';
  ALTER TYPE "public"."enum_jobs_source" ADD VALUE 'jobicy';
  ALTER TYPE "public"."enum_jobs_source" ADD VALUE 'greenhouse';
  ALTER TYPE "public"."enum_jobs_source" ADD VALUE 'lever';
  ALTER TYPE "public"."enum_jobs_source" ADD VALUE 'ashby';
  ALTER TYPE "public"."enum_jobs_source" ADD VALUE 'workable';
  ALTER TYPE "public"."enum_ingestion_runs_provider" ADD VALUE 'remotive';
  ALTER TYPE "public"."enum_ingestion_runs_provider" ADD VALUE 'himalayas';
  ALTER TYPE "public"."enum_ingestion_runs_provider" ADD VALUE 'jobicy';
  ALTER TYPE "public"."enum_ingestion_runs_provider" ADD VALUE 'greenhouse';
  ALTER TYPE "public"."enum_ingestion_runs_provider" ADD VALUE 'lever';
  ALTER TYPE "public"."enum_ingestion_runs_provider" ADD VALUE 'ashby';
  ALTER TYPE "public"."enum_ingestion_runs_provider" ADD VALUE 'workable';
  CREATE TABLE "job_boards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ats" "enum_job_boards_ats" NOT NULL,
  	"token" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"last_run_at" timestamp(3) with time zone,
  	"last_run_status" "enum_job_boards_last_run_status",
  	"last_run_fetched" numeric,
  	"last_run_remote_kept" numeric,
  	"last_run_created" numeric,
  	"last_run_expired" numeric,
  	"last_run_http_status" numeric,
  	"last_run_error" varchar,
  	"validators_etag" varchar,
  	"validators_last_modified" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_boards_id" integer;
  ALTER TABLE "integrations" ADD COLUMN "remotive_enabled" boolean DEFAULT true;
  ALTER TABLE "integrations" ADD COLUMN "himalayas_enabled" boolean DEFAULT true;
  ALTER TABLE "integrations" ADD COLUMN "jobicy_enabled" boolean DEFAULT true;
  ALTER TABLE "integrations" ADD COLUMN "greenhouse_enabled" boolean DEFAULT true;
  ALTER TABLE "integrations" ADD COLUMN "lever_enabled" boolean DEFAULT true;
  ALTER TABLE "integrations" ADD COLUMN "ashby_enabled" boolean DEFAULT true;
  ALTER TABLE "integrations" ADD COLUMN "workable_enabled" boolean DEFAULT true;
  CREATE INDEX "job_boards_ats_idx" ON "job_boards" USING btree ("ats");
  CREATE INDEX "job_boards_enabled_idx" ON "job_boards" USING btree ("enabled");
  CREATE INDEX "job_boards_updated_at_idx" ON "job_boards" USING btree ("updated_at");
  CREATE INDEX "job_boards_created_at_idx" ON "job_boards" USING btree ("created_at");
  CREATE UNIQUE INDEX "ats_token_idx" ON "job_boards" USING btree ("ats","token");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_boards_fk" FOREIGN KEY ("job_boards_id") REFERENCES "public"."job_boards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_boards_id_idx" ON "payload_locked_documents_rels" USING btree ("job_boards_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_boards" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_boards" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_boards_fk";
  
  ALTER TABLE "jobs" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "jobs" ALTER COLUMN "source" SET DEFAULT 'internal'::text;
  DROP TYPE "public"."enum_jobs_source";
  CREATE TYPE "public"."enum_jobs_source" AS ENUM('internal', 'remoteok', 'web3career', 'jsearch', 'adzuna');
  ALTER TABLE "jobs" ALTER COLUMN "source" SET DEFAULT 'internal'::"public"."enum_jobs_source";
  ALTER TABLE "jobs" ALTER COLUMN "source" SET DATA TYPE "public"."enum_jobs_source" USING "source"::"public"."enum_jobs_source";
  ALTER TABLE "ingestion_runs" ALTER COLUMN "provider" SET DATA TYPE text;
  DROP TYPE "public"."enum_ingestion_runs_provider";
  CREATE TYPE "public"."enum_ingestion_runs_provider" AS ENUM('remoteok', 'web3career', 'jsearch', 'adzuna');
  ALTER TABLE "ingestion_runs" ALTER COLUMN "provider" SET DATA TYPE "public"."enum_ingestion_runs_provider" USING "provider"::"public"."enum_ingestion_runs_provider";
  DROP INDEX "payload_locked_documents_rels_job_boards_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_boards_id";
  ALTER TABLE "integrations" DROP COLUMN "remotive_enabled";
  ALTER TABLE "integrations" DROP COLUMN "himalayas_enabled";
  ALTER TABLE "integrations" DROP COLUMN "jobicy_enabled";
  ALTER TABLE "integrations" DROP COLUMN "greenhouse_enabled";
  ALTER TABLE "integrations" DROP COLUMN "lever_enabled";
  ALTER TABLE "integrations" DROP COLUMN "ashby_enabled";
  ALTER TABLE "integrations" DROP COLUMN "workable_enabled";
  DROP TYPE "public"."enum_job_boards_ats";
  DROP TYPE "public"."enum_job_boards_last_run_status";`)
}
