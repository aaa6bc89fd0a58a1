import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: search that finds what people mean (issue 21).
 * - Extensions `unaccent` (so 'Développeur' and 'developpeur' are one word on both sides), `pg_trgm` and
 *   `fuzzystrmatch` (typo correction against the vocabulary: edit distance, then trigram similarity). All
 *   three ship with PostgreSQL's contrib and with managed services.
 * - job_search_text() removes accents too; the search document adds the category's name to the skills'
 *   weight (B), so 'customer support' or 'sales' find the jobs filed there. Every document is rebuilt.
 * - job_search_vocabulary: the words of active titles, skills, companies and categories with how often they
 *   occur, with a trigram index: a query word that matches no job is corrected to its nearest entry.
 *   A materialized view, refreshed by the search code when it is older than a few minutes
 *   (cms/domain/jobs/search/vocabulary.ts) and by bulk loads.
 * - An index for 'highest' by a job's salary figure (salaryMax, else salaryMin).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

  -- unaccent() is STABLE (its dictionary could be changed); naming the dictionary makes it safe to mark IMMUTABLE.
  -- Schema-qualified: PostgreSQL 17 runs materialized-view refreshes and index builds with search_path = pg_catalog.
  CREATE OR REPLACE FUNCTION job_unaccent(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT public.unaccent('public.unaccent'::regdictionary, t)
  $fn$;

  CREATE OR REPLACE FUNCTION job_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT regexp_replace(regexp_replace(public.job_unaccent(coalesce(t, '')), '<[^>]*>', ' ', 'g'), '[^[:alnum:]]+', ' ', 'g')
  $fn$;

  DROP FUNCTION IF EXISTS job_search_document(text, text, text, text);
  CREATE OR REPLACE FUNCTION job_search_document(p_title text, p_company text, p_skills text, p_category text, p_description text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT setweight(to_tsvector('english', job_search_text(p_title)), 'A')
      || setweight(to_tsvector('english', job_search_text(concat_ws(' ', p_company, p_skills, p_category))), 'B')
      || setweight(to_tsvector('english', job_search_text(left(p_description, 20000))), 'C')
  $fn$;

  CREATE OR REPLACE FUNCTION job_search_vector(p_id integer, p_title text, p_description text, p_company_id integer, p_category_id integer)
  RETURNS tsvector LANGUAGE sql STABLE AS $fn$
    SELECT job_search_document(
      p_title,
      (SELECT name FROM companies WHERE id = p_company_id),
      (SELECT string_agg(s.name, ' ') FROM jobs_rels r JOIN skills s ON s.id = r.skills_id WHERE r.parent_id = p_id AND r.path = 'skills'),
      (SELECT name FROM categories WHERE id = p_category_id),
      p_description)
  $fn$;

  CREATE OR REPLACE FUNCTION jobs_search_vector_row() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    NEW.search_vector := job_search_vector(NEW.id, NEW.title, NEW.description, NEW.company_id, NEW.category_id);
    RETURN NEW;
  END
  $fn$;
  DROP TRIGGER IF EXISTS jobs_search_vector_row ON "jobs";
  CREATE TRIGGER jobs_search_vector_row BEFORE INSERT OR UPDATE OF title, description, company_id, category_id ON "jobs"
    FOR EACH ROW EXECUTE FUNCTION jobs_search_vector_row();

  CREATE OR REPLACE FUNCTION jobs_search_vector_rels_statement() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE jobs j SET search_vector = job_search_vector(j.id, j.title, j.description, j.company_id, j.category_id)
        WHERE j.id IN (SELECT parent_id FROM new_rows);
    ELSIF TG_OP = 'UPDATE' THEN
      UPDATE jobs j SET search_vector = job_search_vector(j.id, j.title, j.description, j.company_id, j.category_id)
        WHERE j.id IN (SELECT parent_id FROM new_rows UNION SELECT parent_id FROM old_rows);
    ELSE
      UPDATE jobs j SET search_vector = job_search_vector(j.id, j.title, j.description, j.company_id, j.category_id)
        WHERE j.id IN (SELECT parent_id FROM old_rows);
    END IF;
    RETURN NULL;
  END
  $fn$;

  CREATE OR REPLACE FUNCTION jobs_search_vector_company() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    UPDATE jobs SET search_vector = job_search_vector(id, title, description, company_id, category_id) WHERE company_id = NEW.id;
    RETURN NULL;
  END
  $fn$;

  CREATE OR REPLACE FUNCTION jobs_search_vector_skill() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    UPDATE jobs SET search_vector = job_search_vector(id, title, description, company_id, category_id)
      WHERE id IN (SELECT parent_id FROM jobs_rels WHERE skills_id = NEW.id);
    RETURN NULL;
  END
  $fn$;

  CREATE OR REPLACE FUNCTION jobs_search_vector_category() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    UPDATE jobs SET search_vector = job_search_vector(id, title, description, company_id, category_id) WHERE category_id = NEW.id;
    RETURN NULL;
  END
  $fn$;
  CREATE TRIGGER jobs_search_vector_category AFTER UPDATE OF name ON "categories"
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION jobs_search_vector_category();

  DROP FUNCTION IF EXISTS job_search_vector(integer, text, text, integer);
  UPDATE "jobs" SET search_vector = job_search_vector(id, title, description, company_id, category_id);

  CREATE MATERIALIZED VIEW IF NOT EXISTS job_search_vocabulary AS
    SELECT word, count(*)::int AS hits
    FROM (
      SELECT regexp_split_to_table(lower(public.job_search_text(title)), ' ') AS word FROM public.jobs WHERE status = 'active'
      UNION ALL SELECT regexp_split_to_table(lower(public.job_search_text(name)), ' ') FROM public.skills
      UNION ALL SELECT regexp_split_to_table(lower(public.job_search_text(name)), ' ') FROM public.companies
      UNION ALL SELECT regexp_split_to_table(lower(public.job_search_text(name)), ' ') FROM public.categories
    ) words
    WHERE length(word) >= 2 AND word !~ '^[0-9]+$'
    GROUP BY word;
  CREATE UNIQUE INDEX IF NOT EXISTS job_search_vocabulary_word_idx ON job_search_vocabulary (word);
  CREATE INDEX IF NOT EXISTS job_search_vocabulary_trgm_idx ON job_search_vocabulary USING gin (word gin_trgm_ops);

  CREATE INDEX IF NOT EXISTS "jobs_active_salary_figure_idx" ON "jobs"
    ((coalesce("salary_max", "salary_min")) DESC NULLS LAST, "posted_at" DESC, "id" DESC) WHERE "status" = 'active';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_active_salary_figure_idx";
  DROP MATERIALIZED VIEW IF EXISTS job_search_vocabulary;
  DROP TRIGGER IF EXISTS jobs_search_vector_category ON "categories";
  DROP FUNCTION IF EXISTS jobs_search_vector_category();

  CREATE OR REPLACE FUNCTION job_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT regexp_replace(regexp_replace(coalesce(t, ''), '<[^>]*>', ' ', 'g'), '[^[:alnum:]]+', ' ', 'g')
  $fn$;
  CREATE OR REPLACE FUNCTION job_search_document(p_title text, p_company text, p_skills text, p_description text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT setweight(to_tsvector('english', job_search_text(p_title)), 'A')
      || setweight(to_tsvector('english', job_search_text(coalesce(p_company, '') || ' ' || coalesce(p_skills, ''))), 'B')
      || setweight(to_tsvector('english', job_search_text(left(p_description, 20000))), 'C')
  $fn$;
  CREATE OR REPLACE FUNCTION job_search_vector(p_id integer, p_title text, p_description text, p_company_id integer)
  RETURNS tsvector LANGUAGE sql STABLE AS $fn$
    SELECT job_search_document(
      p_title,
      (SELECT name FROM companies WHERE id = p_company_id),
      (SELECT string_agg(s.name, ' ') FROM jobs_rels r JOIN skills s ON s.id = r.skills_id WHERE r.parent_id = p_id AND r.path = 'skills'),
      p_description)
  $fn$;
  CREATE OR REPLACE FUNCTION jobs_search_vector_row() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    NEW.search_vector := job_search_vector(NEW.id, NEW.title, NEW.description, NEW.company_id);
    RETURN NEW;
  END
  $fn$;
  DROP TRIGGER IF EXISTS jobs_search_vector_row ON "jobs";
  CREATE TRIGGER jobs_search_vector_row BEFORE INSERT OR UPDATE OF title, description, company_id ON "jobs"
    FOR EACH ROW EXECUTE FUNCTION jobs_search_vector_row();
  CREATE OR REPLACE FUNCTION jobs_search_vector_rels_statement() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE jobs j SET search_vector = job_search_vector(j.id, j.title, j.description, j.company_id) WHERE j.id IN (SELECT parent_id FROM new_rows);
    ELSIF TG_OP = 'UPDATE' THEN
      UPDATE jobs j SET search_vector = job_search_vector(j.id, j.title, j.description, j.company_id)
        WHERE j.id IN (SELECT parent_id FROM new_rows UNION SELECT parent_id FROM old_rows);
    ELSE
      UPDATE jobs j SET search_vector = job_search_vector(j.id, j.title, j.description, j.company_id) WHERE j.id IN (SELECT parent_id FROM old_rows);
    END IF;
    RETURN NULL;
  END
  $fn$;
  CREATE OR REPLACE FUNCTION jobs_search_vector_company() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    UPDATE jobs SET search_vector = job_search_vector(id, title, description, company_id) WHERE company_id = NEW.id;
    RETURN NULL;
  END
  $fn$;
  CREATE OR REPLACE FUNCTION jobs_search_vector_skill() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    UPDATE jobs SET search_vector = job_search_vector(id, title, description, company_id)
      WHERE id IN (SELECT parent_id FROM jobs_rels WHERE skills_id = NEW.id);
    RETURN NULL;
  END
  $fn$;
  DROP FUNCTION IF EXISTS job_search_vector(integer, text, text, integer, integer);
  DROP FUNCTION IF EXISTS job_search_document(text, text, text, text, text);
  DROP FUNCTION IF EXISTS job_unaccent(text);
  UPDATE "jobs" SET search_vector = job_search_vector(id, title, description, company_id);
  `)
}
