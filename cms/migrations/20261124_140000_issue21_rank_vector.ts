import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written (issue 21, speed): `jobs.rank_vector`, the title (A) and company, skills and category (B) part of
 * `search_vector`, kept by PostgreSQL itself (a stored generated column, computed after the triggers that write
 * search_vector). A relevant search ranks its window of matches on it: about 150 bytes a job where search_vector,
 * with the description, is about 800 compressed, and the window carries it along instead of reading each
 * job's row again (cms/domain/jobs/sql.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "rank_vector" tsvector GENERATED ALWAYS AS (ts_filter(search_vector, '{a,b}')) STORED;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "jobs" DROP COLUMN IF EXISTS "rank_vector";
  `)
}
