import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written (issue 21, speed): a GiST trigram index on the typo-correction vocabulary, so a word's
 * nearest entries by trigram distance (`<->`) come from the index in order instead of an edit distance
 * computed against every entry (cms/domain/jobs/search/correctTypos.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS job_search_vocabulary_trgm_gist_idx ON job_search_vocabulary USING gist (word gist_trgm_ops);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS job_search_vocabulary_trgm_gist_idx;
  `)
}
