import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: keep jobs.search_vector current after skill links change with statement-level triggers.
 * The row-level trigger of 20261122_040000_job_search rebuilt a job's search document once per skill
 * link, so a bulk ingest computed every document four or five times; with transition tables each
 * statement rebuilds each touched job once.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS jobs_search_vector_rels ON "jobs_rels";

  CREATE OR REPLACE FUNCTION jobs_search_vector_rels_statement() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE jobs j SET search_vector = job_search_vector(j.id, j.title, j.description, j.company_id)
        WHERE j.id IN (SELECT parent_id FROM new_rows);
    ELSIF TG_OP = 'UPDATE' THEN
      UPDATE jobs j SET search_vector = job_search_vector(j.id, j.title, j.description, j.company_id)
        WHERE j.id IN (SELECT parent_id FROM new_rows UNION SELECT parent_id FROM old_rows);
    ELSE
      UPDATE jobs j SET search_vector = job_search_vector(j.id, j.title, j.description, j.company_id)
        WHERE j.id IN (SELECT parent_id FROM old_rows);
    END IF;
    RETURN NULL;
  END
  $fn$;

  CREATE TRIGGER jobs_search_vector_rels_insert AFTER INSERT ON "jobs_rels"
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_vector_rels_statement();
  CREATE TRIGGER jobs_search_vector_rels_update AFTER UPDATE ON "jobs_rels"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_vector_rels_statement();
  CREATE TRIGGER jobs_search_vector_rels_delete AFTER DELETE ON "jobs_rels"
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_search_vector_rels_statement();
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS jobs_search_vector_rels_insert ON "jobs_rels";
  DROP TRIGGER IF EXISTS jobs_search_vector_rels_update ON "jobs_rels";
  DROP TRIGGER IF EXISTS jobs_search_vector_rels_delete ON "jobs_rels";
  DROP FUNCTION IF EXISTS jobs_search_vector_rels_statement();
  CREATE TRIGGER jobs_search_vector_rels AFTER INSERT OR UPDATE OR DELETE ON "jobs_rels"
    FOR EACH ROW EXECUTE FUNCTION jobs_search_vector_rels();
  `)
}
