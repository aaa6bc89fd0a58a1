import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_reports_reason" AS ENUM('filled-or-expired', 'scam', 'not-remote', 'duplicate', 'other');
  CREATE TYPE "public"."enum_job_reports_state" AS ENUM('open', 'dismissed', 'upheld');
  ALTER TYPE "public"."enum_jobs_status" ADD VALUE 'held';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkApplyLinks' BEFORE 'deliverInstantAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkApplyLinks' BEFORE 'deliverInstantAlerts';
  CREATE TABLE "job_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job_id" integer NOT NULL,
  	"reason" "enum_job_reports_reason" NOT NULL,
  	"details" varchar,
  	"email" varchar,
  	"state" "enum_job_reports_state" DEFAULT 'open' NOT NULL,
  	"client" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "jobs" ADD COLUMN "held_for" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_reports_id" integer;
  ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "job_reports_job_idx" ON "job_reports" USING btree ("job_id");
  CREATE INDEX "job_reports_state_idx" ON "job_reports" USING btree ("state");
  CREATE INDEX "job_reports_client_idx" ON "job_reports" USING btree ("client");
  CREATE INDEX "job_reports_updated_at_idx" ON "job_reports" USING btree ("updated_at");
  CREATE INDEX "job_reports_created_at_idx" ON "job_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_reports_fk" FOREIGN KEY ("job_reports_id") REFERENCES "public"."job_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("job_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_reports_fk";
  
  ALTER TABLE "jobs" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "jobs" ALTER COLUMN "status" SET DEFAULT 'active'::text;
  DROP TYPE "public"."enum_jobs_status";
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('active', 'expired');
  ALTER TABLE "jobs" ALTER COLUMN "status" SET DEFAULT 'active'::"public"."enum_jobs_status";
  ALTER TABLE "jobs" ALTER COLUMN "status" SET DATA TYPE "public"."enum_jobs_status" USING "status"::"public"."enum_jobs_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'ingestProvider', 'ingestEnabledProviders', 'sendMail', 'deliverInstantAlerts', 'deliverDailyAlerts', 'deliverWeeklyAlerts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'ingestProvider', 'ingestEnabledProviders', 'sendMail', 'deliverInstantAlerts', 'deliverDailyAlerts', 'deliverWeeklyAlerts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_job_reports_id_idx";
  ALTER TABLE "jobs" DROP COLUMN "held_for";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_reports_id";
  DROP TYPE "public"."enum_job_reports_reason";
  DROP TYPE "public"."enum_job_reports_state";`)
}
