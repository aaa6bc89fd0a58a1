import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Paid placement on jobs (employers' job posts), and the jobs' daily views and apply clicks. The counts are
 * hand-written beside `jobs`, not in it: a count must never wake the change feed that empties page caches.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$ BEGIN
    CREATE TYPE "public"."enum_jobs_placement" AS ENUM('standard', 'featured', 'pinned');
  EXCEPTION WHEN duplicate_object THEN null;
  END $$;
  ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "placement" "enum_jobs_placement";
  ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "placement_ends_at" timestamp(3) with time zone;
  CREATE INDEX IF NOT EXISTS "jobs_placement_idx" ON "jobs" USING btree ("placement");
  CREATE INDEX IF NOT EXISTS "jobs_placement_ends_at_idx" ON "jobs" USING btree ("placement_ends_at");
  CREATE TABLE IF NOT EXISTS job_daily_stats (
    job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
    day date NOT NULL,
    views integer NOT NULL DEFAULT 0,
    apply_clicks integer NOT NULL DEFAULT 0,
    PRIMARY KEY (job_id, day)
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS job_daily_stats;
  DROP INDEX IF EXISTS "jobs_placement_idx";
  DROP INDEX IF EXISTS "jobs_placement_ends_at_idx";
  ALTER TABLE "jobs" DROP COLUMN IF EXISTS "placement";
  ALTER TABLE "jobs" DROP COLUMN IF EXISTS "placement_ends_at";
  DROP TYPE IF EXISTS "public"."enum_jobs_placement";
  `)
}
