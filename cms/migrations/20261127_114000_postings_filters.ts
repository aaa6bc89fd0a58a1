import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written (issue 32): the postings carry every list filter, so a one-word search with a salary or time-zone
 * bucket, or from a visitor who chose their country and time zone, reads and counts its postings index-only (a
 * row test on the job, met by primary key, cost more than the GIN plan at 100,000 jobs: the count to 1,001 probed
 * thousands of jobs). The columns have the jobs' own names and types, so the list's where-builder applies to
 * postings as it does to jobs. The trigger rewrites a job's postings when any of them changes.
 */
const FILTER_COLUMNS = sql.raw(`salary_min, salary_max, utc_offset, eligibility_scope, eligibility_excluded_countries, eligibility_reach,
  eligibility_tz_min, eligibility_tz_max`)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE job_postings
    ADD COLUMN IF NOT EXISTS salary_min numeric, ADD COLUMN IF NOT EXISTS salary_max numeric, ADD COLUMN IF NOT EXISTS utc_offset numeric,
    ADD COLUMN IF NOT EXISTS eligibility_scope enum_jobs_eligibility_scope, ADD COLUMN IF NOT EXISTS eligibility_excluded_countries jsonb,
    ADD COLUMN IF NOT EXISTS eligibility_reach jsonb, ADD COLUMN IF NOT EXISTS eligibility_tz_min numeric, ADD COLUMN IF NOT EXISTS eligibility_tz_max numeric;

  CREATE OR REPLACE FUNCTION job_postings_of(p jobs) RETURNS SETOF job_postings LANGUAGE sql STABLE AS $fn$
    SELECT v.lexeme, ts_rank('{0, 0, 0.4, 1}', p.rank_vector, quote_literal(v.lexeme)::tsquery),
      (p.featured IS TRUE OR coalesce(p.placement IN ('featured', 'pinned') AND p.placement_ends_at > now(), false)),
      p.posted_at, p.id, p.category_id, p.location_id, p.type, p.experience_level,
      p.salary_min, p.salary_max, p.utc_offset, p.eligibility_scope, p.eligibility_excluded_countries, p.eligibility_reach,
      p.eligibility_tz_min, p.eligibility_tz_max
    FROM unnest(p.rank_vector) AS v
    WHERE p.status = 'active'
  $fn$;

  DROP TRIGGER IF EXISTS job_postings_update ON jobs;
  CREATE TRIGGER job_postings_update AFTER UPDATE ON jobs FOR EACH ROW
    WHEN ((OLD.rank_vector, OLD.status, OLD.featured, OLD.placement, OLD.placement_ends_at, OLD.posted_at, OLD.category_id,
        OLD.location_id, OLD.type, OLD.experience_level, OLD.salary_min, OLD.salary_max, OLD.utc_offset, OLD.eligibility_scope,
        OLD.eligibility_excluded_countries, OLD.eligibility_reach, OLD.eligibility_tz_min, OLD.eligibility_tz_max)
      IS DISTINCT FROM (NEW.rank_vector, NEW.status, NEW.featured, NEW.placement, NEW.placement_ends_at, NEW.posted_at, NEW.category_id,
        NEW.location_id, NEW.type, NEW.experience_level, NEW.salary_min, NEW.salary_max, NEW.utc_offset, NEW.eligibility_scope,
        NEW.eligibility_excluded_countries, NEW.eligibility_reach, NEW.eligibility_tz_min, NEW.eligibility_tz_max))
    EXECUTE FUNCTION job_postings_write();

  DROP INDEX IF EXISTS job_postings_read_idx;
  TRUNCATE job_postings;
  INSERT INTO job_postings SELECT p.* FROM jobs j CROSS JOIN LATERAL job_postings_of(j) p WHERE j.status = 'active';
  CREATE INDEX job_postings_read_idx ON job_postings (term, impact DESC, featured DESC, posted_at DESC, job_id DESC)
    INCLUDE (category_id, location_id, type, experience_level, ${FILTER_COLUMNS});
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS job_postings_read_idx;
  ALTER TABLE job_postings DROP COLUMN IF EXISTS salary_min, DROP COLUMN IF EXISTS salary_max, DROP COLUMN IF EXISTS utc_offset,
    DROP COLUMN IF EXISTS eligibility_scope, DROP COLUMN IF EXISTS eligibility_excluded_countries, DROP COLUMN IF EXISTS eligibility_reach,
    DROP COLUMN IF EXISTS eligibility_tz_min, DROP COLUMN IF EXISTS eligibility_tz_max;
  CREATE OR REPLACE FUNCTION job_postings_of(p jobs) RETURNS SETOF job_postings LANGUAGE sql STABLE AS $fn$
    SELECT v.lexeme, ts_rank('{0, 0, 0.4, 1}', p.rank_vector, quote_literal(v.lexeme)::tsquery),
      (p.featured IS TRUE OR coalesce(p.placement IN ('featured', 'pinned') AND p.placement_ends_at > now(), false)),
      p.posted_at, p.id, p.category_id, p.location_id, p.type, p.experience_level
    FROM unnest(p.rank_vector) AS v
    WHERE p.status = 'active'
  $fn$;
  DROP TRIGGER IF EXISTS job_postings_update ON jobs;
  CREATE TRIGGER job_postings_update AFTER UPDATE ON jobs FOR EACH ROW
    WHEN (OLD.rank_vector IS DISTINCT FROM NEW.rank_vector OR OLD.status IS DISTINCT FROM NEW.status
      OR OLD.featured IS DISTINCT FROM NEW.featured OR OLD.placement IS DISTINCT FROM NEW.placement
      OR OLD.placement_ends_at IS DISTINCT FROM NEW.placement_ends_at OR OLD.posted_at IS DISTINCT FROM NEW.posted_at
      OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.location_id IS DISTINCT FROM NEW.location_id
      OR OLD.type IS DISTINCT FROM NEW.type OR OLD.experience_level IS DISTINCT FROM NEW.experience_level)
    EXECUTE FUNCTION job_postings_write();
  CREATE INDEX job_postings_read_idx ON job_postings (term, impact DESC, featured DESC, posted_at DESC, job_id DESC)
    INCLUDE (category_id, location_id, type, experience_level);
  `)
}
