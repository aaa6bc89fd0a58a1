import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { RATES_SNAPSHOT } from '../contract/salary'

/**
 * Issue 34, salaries: a job keeps its salary as posted (the daily rates refresh reconverts annual USD from it), and
 * `exchange_rates` holds the ECB's reference rates by date (hand-written part: our own SQL reads and writes it, no
 * collection). A new database starts with the committed snapshot, so conversions never lack rates. Jobs stored
 * before this kept only annual USD: those posted yearly in USD get their posted amounts back; the rest keep
 * annual USD until they are written again.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refreshExchangeRates' BEFORE 'deliverInstantAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refreshExchangeRates' BEFORE 'deliverInstantAlerts';
  ALTER TABLE "jobs" ADD COLUMN "salary_posted_min" numeric;
  ALTER TABLE "jobs" ADD COLUMN "salary_posted_max" numeric;
  UPDATE "jobs" SET "salary_posted_min" = "salary_min", "salary_posted_max" = "salary_max"
   WHERE coalesce("salary_currency", 'USD') = 'USD' AND coalesce("salary_period"::text, 'year') = 'year';
  CREATE TABLE IF NOT EXISTS "exchange_rates" (
    "rates_date" date NOT NULL,
    "currency" text NOT NULL,
    "per_eur" numeric NOT NULL CHECK ("per_eur" > 0),
    "fetched_at" timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY ("rates_date", "currency")
  );`)
  await db.execute(sql`
  INSERT INTO "exchange_rates" ("rates_date", "currency", "per_eur")
  SELECT ${RATES_SNAPSHOT.date}::date, key, value::numeric FROM jsonb_each_text(${JSON.stringify(RATES_SNAPSHOT.perEur)}::jsonb)
  ON CONFLICT DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "exchange_rates";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'ingestProvider', 'ingestEnabledProviders', 'sendMail', 'checkApplyLinks', 'endJobPostPeriods', 'deliverInstantAlerts', 'deliverDailyAlerts', 'deliverWeeklyAlerts', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'ingestProvider', 'ingestEnabledProviders', 'sendMail', 'checkApplyLinks', 'endJobPostPeriods', 'deliverInstantAlerts', 'deliverDailyAlerts', 'deliverWeeklyAlerts', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "jobs" DROP COLUMN "salary_posted_min";
  ALTER TABLE "jobs" DROP COLUMN "salary_posted_max";`)
}
