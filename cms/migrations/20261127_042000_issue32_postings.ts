import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written (issue 32, search at index speed): `job_postings`, one row per (lexeme of the ranked fields, live job),
 * kept by PostgreSQL itself in the transaction of every write to `jobs` (docs/search.md).
 *
 * - `term` is a lexeme of `jobs.rank_vector` (title A; company, skills and category B): the same normaliser,
 *   unaccent and stemming as queries, so a query word's tsquery lexeme is the key it reads.
 * - `impact` is that lexeme's `ts_rank('{0,0,0.4,1}', rank_vector, term)`: what the term alone adds to a job's
 *   relevance, title far above skills, company and category (a title word once: 0.61; the most a B word reaches:
 *   0.4), so a one-word search's order (rank, featured now, newest) is one index range read without a sort.
 * - `featured` is "featured now" as of the write (an editor's tick, or a paid placement running); a placement that
 *   ends without a write leaves a stale `true`, which the read path notices and falls back on (cms/domain/jobs/search/postings.ts).
 * - the list filters a search combines most (category, location, type, level) ride along for index-only row tests.
 *
 * Only live jobs have postings. The row trigger fires on any change of what a posting holds: the search
 * document (title, company or category renamed or merged, skills re-tagged: those update search_vector, hence
 * rank_vector), status (expire, hold, publish), the order columns and the filters; a delete cascades. Ingestion's
 * bulk upserts and near-duplicate merges write `jobs`, so they are covered by the same trigger.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS job_postings (
    term text NOT NULL,
    impact real NOT NULL,
    featured boolean NOT NULL,
    posted_at timestamptz,
    job_id integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
    category_id integer,
    location_id integer,
    type enum_jobs_type,
    experience_level enum_jobs_experience_level
  );
  CREATE INDEX IF NOT EXISTS job_postings_read_idx ON job_postings (term, impact DESC, featured DESC, posted_at DESC, job_id DESC)
    INCLUDE (category_id, location_id, type, experience_level);
  CREATE INDEX IF NOT EXISTS job_postings_job_idx ON job_postings (job_id);

  CREATE OR REPLACE FUNCTION job_postings_of(p jobs) RETURNS SETOF job_postings LANGUAGE sql STABLE AS $fn$
    SELECT v.lexeme, ts_rank('{0, 0, 0.4, 1}', p.rank_vector, quote_literal(v.lexeme)::tsquery),
      (p.featured IS TRUE OR coalesce(p.placement IN ('featured', 'pinned') AND p.placement_ends_at > now(), false)),
      p.posted_at, p.id, p.category_id, p.location_id, p.type, p.experience_level
    FROM unnest(p.rank_vector) AS v
    WHERE p.status = 'active'
  $fn$;

  CREATE OR REPLACE FUNCTION job_postings_write() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'UPDATE' THEN
      DELETE FROM job_postings WHERE job_id = OLD.id;
    END IF;
    INSERT INTO job_postings SELECT * FROM job_postings_of(NEW);
    RETURN NULL;
  END
  $fn$;

  DROP TRIGGER IF EXISTS job_postings_insert ON jobs;
  CREATE TRIGGER job_postings_insert AFTER INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION job_postings_write();
  DROP TRIGGER IF EXISTS job_postings_update ON jobs;
  CREATE TRIGGER job_postings_update AFTER UPDATE ON jobs FOR EACH ROW
    WHEN (OLD.rank_vector IS DISTINCT FROM NEW.rank_vector OR OLD.status IS DISTINCT FROM NEW.status
      OR OLD.featured IS DISTINCT FROM NEW.featured OR OLD.placement IS DISTINCT FROM NEW.placement
      OR OLD.placement_ends_at IS DISTINCT FROM NEW.placement_ends_at OR OLD.posted_at IS DISTINCT FROM NEW.posted_at
      OR OLD.category_id IS DISTINCT FROM NEW.category_id OR OLD.location_id IS DISTINCT FROM NEW.location_id
      OR OLD.type IS DISTINCT FROM NEW.type OR OLD.experience_level IS DISTINCT FROM NEW.experience_level)
    EXECUTE FUNCTION job_postings_write();

  TRUNCATE job_postings;
  INSERT INTO job_postings SELECT p.* FROM jobs j CROSS JOIN LATERAL job_postings_of(j) p WHERE j.status = 'active';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS job_postings_insert ON jobs;
  DROP TRIGGER IF EXISTS job_postings_update ON jobs;
  DROP FUNCTION IF EXISTS job_postings_write();
  DROP TABLE IF EXISTS job_postings CASCADE;
  DROP FUNCTION IF EXISTS job_postings_of(jobs);
  `)
}
