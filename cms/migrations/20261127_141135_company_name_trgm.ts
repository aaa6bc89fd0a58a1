import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The company list's name search (`GET /api/companies?q=`) tests `job_unaccent(name) ILIKE '%text%'`: a trigram
 * index on that expression lets PostgreSQL find the few companies holding a rare text without reading every company
 * with live jobs. `pg_trgm` and `job_unaccent` come from the search migration (20261124_060000_issue21_search).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS companies_name_trgm_idx ON companies USING gin (public.job_unaccent(name) gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS companies_name_trgm_idx;`)
}
