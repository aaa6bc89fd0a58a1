import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverInstantAlerts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverDailyAlerts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverWeeklyAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverInstantAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverDailyAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverWeeklyAlerts';`)
  // Hand-written: job alerts are plain rows the alert calls and delivery tasks use directly.
  // `search` is the followed search in canonical /search query form (alerts with equal strings are matched
  // together); `last_job_id` is the high-water mark: jobs at or below it were matched by an earlier run.
  // Only the SHA-256 of a pending confirmation token is stored.
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "job_alerts" (
    "id" serial PRIMARY KEY NOT NULL,
    "email" varchar(254) NOT NULL,
    "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
    "frequency" varchar(16) NOT NULL,
    "search" text NOT NULL,
    "confirm_token_hash" char(64) UNIQUE,
    "confirmed_at" timestamp(3) with time zone,
    "last_job_id" integer NOT NULL DEFAULT 0,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE UNIQUE INDEX IF NOT EXISTS "job_alerts_email_search_idx" ON "job_alerts" ("email", "search");
  CREATE INDEX IF NOT EXISTS "job_alerts_due_idx" ON "job_alerts" ("frequency", "last_job_id") WHERE "confirmed_at" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "job_alerts";
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'ingestProvider', 'ingestEnabledProviders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'ingestProvider', 'ingestEnabledProviders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
