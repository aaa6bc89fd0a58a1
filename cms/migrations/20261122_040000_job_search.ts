import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the public job search (issue 3).
 * - jobs.search_vector: a stored tsvector over title (A), company name and skill names (B) and the
 *   description without HTML (C), kept current by triggers on jobs, jobs_rels, companies and skills,
 *   with a GIN index.
 * - job_search_text(): the one normaliser for both sides (tags and every non-alphanumeric character
 *   become spaces), so 'full-stack', 'Node.js' or tsquery operators in the user's text can never
 *   break a query: the search text is turned into a tsquery with plainto_tsquery(job_search_text(q)).
 * - B-tree indexes for the list orders and the salary bucket, restricted to active jobs.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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

  ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "search_vector" tsvector NOT NULL DEFAULT ''::tsvector;

  CREATE OR REPLACE FUNCTION jobs_search_vector_row() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    NEW.search_vector := job_search_vector(NEW.id, NEW.title, NEW.description, NEW.company_id);
    RETURN NEW;
  END
  $fn$;
  CREATE TRIGGER jobs_search_vector_row BEFORE INSERT OR UPDATE OF title, description, company_id ON "jobs"
    FOR EACH ROW EXECUTE FUNCTION jobs_search_vector_row();

  CREATE OR REPLACE FUNCTION jobs_search_vector_rels() RETURNS trigger LANGUAGE plpgsql AS $fn$
  DECLARE target integer;
  BEGIN
    IF TG_OP = 'DELETE' THEN target := OLD.parent_id; ELSE target := NEW.parent_id; END IF;
    UPDATE jobs SET search_vector = job_search_vector(id, title, description, company_id) WHERE id = target;
    IF TG_OP = 'UPDATE' AND OLD.parent_id IS DISTINCT FROM NEW.parent_id THEN
      UPDATE jobs SET search_vector = job_search_vector(id, title, description, company_id) WHERE id = OLD.parent_id;
    END IF;
    RETURN NULL;
  END
  $fn$;
  CREATE TRIGGER jobs_search_vector_rels AFTER INSERT OR UPDATE OR DELETE ON "jobs_rels"
    FOR EACH ROW EXECUTE FUNCTION jobs_search_vector_rels();

  CREATE OR REPLACE FUNCTION jobs_search_vector_company() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    UPDATE jobs SET search_vector = job_search_vector(id, title, description, company_id) WHERE company_id = NEW.id;
    RETURN NULL;
  END
  $fn$;
  CREATE TRIGGER jobs_search_vector_company AFTER UPDATE OF name ON "companies"
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION jobs_search_vector_company();

  CREATE OR REPLACE FUNCTION jobs_search_vector_skill() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    UPDATE jobs SET search_vector = job_search_vector(id, title, description, company_id)
      WHERE id IN (SELECT parent_id FROM jobs_rels WHERE skills_id = NEW.id);
    RETURN NULL;
  END
  $fn$;
  CREATE TRIGGER jobs_search_vector_skill AFTER UPDATE OF name ON "skills"
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION jobs_search_vector_skill();

  UPDATE "jobs" SET search_vector = job_search_vector(id, title, description, company_id);

  CREATE INDEX IF NOT EXISTS "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");
  CREATE INDEX IF NOT EXISTS "jobs_active_relevant_idx" ON "jobs" ("featured" DESC, "posted_at" DESC, "id" DESC) WHERE "status" = 'active';
  CREATE INDEX IF NOT EXISTS "jobs_active_category_relevant_idx" ON "jobs" ("category_id", "featured" DESC, "posted_at" DESC, "id" DESC) WHERE "status" = 'active';
  CREATE INDEX IF NOT EXISTS "jobs_active_location_relevant_idx" ON "jobs" ("location_id", "featured" DESC, "posted_at" DESC, "id" DESC) WHERE "status" = 'active';
  CREATE INDEX IF NOT EXISTS "jobs_active_newest_idx" ON "jobs" ("posted_at" DESC, "id" DESC) WHERE "status" = 'active';
  CREATE INDEX IF NOT EXISTS "jobs_active_highest_idx" ON "jobs" ("salary_max" DESC NULLS LAST, "posted_at" DESC, "id" DESC) WHERE "status" = 'active';
  CREATE INDEX IF NOT EXISTS "jobs_active_salary_value_idx" ON "jobs" ((coalesce("salary_max", "salary_min"))) WHERE "status" = 'active';
  CREATE INDEX IF NOT EXISTS "jobs_active_title_idx" ON "jobs" (lower("title")) WHERE "status" = 'active';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "jobs_active_title_idx";
  DROP INDEX IF EXISTS "jobs_active_salary_value_idx";
  DROP INDEX IF EXISTS "jobs_active_highest_idx";
  DROP INDEX IF EXISTS "jobs_active_location_relevant_idx";
  DROP INDEX IF EXISTS "jobs_active_category_relevant_idx";
  DROP INDEX IF EXISTS "jobs_active_newest_idx";
  DROP INDEX IF EXISTS "jobs_active_relevant_idx";
  DROP INDEX IF EXISTS "jobs_search_vector_idx";
  DROP TRIGGER IF EXISTS jobs_search_vector_skill ON "skills";
  DROP TRIGGER IF EXISTS jobs_search_vector_company ON "companies";
  DROP TRIGGER IF EXISTS jobs_search_vector_rels ON "jobs_rels";
  DROP TRIGGER IF EXISTS jobs_search_vector_row ON "jobs";
  DROP FUNCTION IF EXISTS jobs_search_vector_skill();
  DROP FUNCTION IF EXISTS jobs_search_vector_company();
  DROP FUNCTION IF EXISTS jobs_search_vector_rels();
  DROP FUNCTION IF EXISTS jobs_search_vector_row();
  ALTER TABLE "jobs" DROP COLUMN IF EXISTS "search_vector";
  DROP FUNCTION IF EXISTS job_search_vector(integer, text, text, integer);
  DROP FUNCTION IF EXISTS job_search_document(text, text, text, text);
  DROP FUNCTION IF EXISTS job_search_text(text);
  `)
}
