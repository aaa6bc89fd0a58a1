import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written (issue 32): each posting carries its job's `rank_vector` (title, company, skills and category, about
 * 150 bytes), in the read index's INCLUDE, so a search of several words reads the postings of one of its words and
 * ranks and matches each job there, index-only, with the GIN plan's own expressions (ts_rank, @@), instead of
 * visiting every matching job's row (cms/domain/jobs/search/severalWords.ts). The trigger already rewrites a job's
 * postings whenever its rank_vector changes.
 */
const FILTER_COLUMNS = sql.raw(`category_id, location_id, type, experience_level, salary_min, salary_max, utc_offset, eligibility_scope,
  eligibility_excluded_countries, eligibility_reach, eligibility_tz_min, eligibility_tz_max`)

const postingsOf = (withRankVector: boolean) => sql.raw(`
  CREATE OR REPLACE FUNCTION job_postings_of(p jobs) RETURNS SETOF job_postings LANGUAGE sql STABLE AS $fn$
    SELECT v.lexeme, ts_rank('{0, 0, 0.4, 1}', p.rank_vector, quote_literal(v.lexeme)::tsquery),
      (p.featured IS TRUE OR coalesce(p.placement IN ('featured', 'pinned') AND p.placement_ends_at > now(), false)),
      p.posted_at, p.id, p.category_id, p.location_id, p.type, p.experience_level,
      p.salary_min, p.salary_max, p.utc_offset, p.eligibility_scope, p.eligibility_excluded_countries, p.eligibility_reach,
      p.eligibility_tz_min, p.eligibility_tz_max${withRankVector ? ', p.rank_vector' : ''}
    FROM unnest(p.rank_vector) AS v
    WHERE p.status = 'active'
  $fn$;`)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS job_postings_read_idx;
  TRUNCATE job_postings;
  ALTER TABLE job_postings ADD COLUMN IF NOT EXISTS rank_vector tsvector;
  ${postingsOf(true)}
  INSERT INTO job_postings SELECT p.* FROM jobs j CROSS JOIN LATERAL job_postings_of(j) p WHERE j.status = 'active';
  CREATE INDEX job_postings_read_idx ON job_postings (term, impact DESC, featured DESC, posted_at DESC, job_id DESC)
    INCLUDE (${FILTER_COLUMNS}, rank_vector);
  ANALYZE job_postings;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS job_postings_read_idx;
  ALTER TABLE job_postings DROP COLUMN IF EXISTS rank_vector;
  ${postingsOf(false)}
  CREATE INDEX job_postings_read_idx ON job_postings (term, impact DESC, featured DESC, posted_at DESC, job_id DESC)
    INCLUDE (${FILTER_COLUMNS});
  `)
}
