import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Statistics of the salary figure the salary filter reads (`SALARY_FIGURE` in cms/domain/jobs/sql.ts). Its indexes
 * are partial (live jobs only), and PostgreSQL takes no statistics from a partial index's expression, so it guessed
 * a range at half a percent of the jobs: 4,747 of 1,000,000 for 150,000 and up, where there are 133,041. It then
 * read every such job to test the words. With these it estimates 133,425, and plans a salary filter like any column.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE STATISTICS IF NOT EXISTS "jobs_salary_figure_stats" ON (coalesce("salary_max", "salary_min")) FROM "jobs";
    ANALYZE "jobs";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP STATISTICS IF EXISTS "jobs_salary_figure_stats";`)
}
