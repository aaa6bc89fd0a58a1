import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: the apply-link checker's bookkeeping (cms/domain/linkCheck). It lives beside the jobs, not
 * in them, so a pass that records thousands of checks never empties the public caches (the jobs table
 * notifies every server on each write); only a job the checker expires or revives writes `jobs`.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS job_link_checks (
    job_id integer PRIMARY KEY REFERENCES jobs(id) ON DELETE CASCADE,
    status text NOT NULL CHECK (status IN ('live', 'dead', 'unknown')),
    reason text NOT NULL DEFAULT '',
    checked_at timestamptz NOT NULL,
    first_dead_at timestamptz,
    next_check_at timestamptz NOT NULL,
    unknown_streak integer NOT NULL DEFAULT 0,
    expired_job boolean NOT NULL DEFAULT false
  );
  CREATE INDEX IF NOT EXISTS job_link_checks_next_check_idx ON job_link_checks (next_check_at);
  CREATE TABLE IF NOT EXISTS link_check_passes (
    id serial PRIMARY KEY,
    started_at timestamptz NOT NULL,
    finished_at timestamptz NOT NULL,
    checked integer NOT NULL,
    live integer NOT NULL,
    dead integer NOT NULL,
    unknown integer NOT NULL,
    expired integer NOT NULL,
    revived integer NOT NULL
  );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS link_check_passes; DROP TABLE IF EXISTS job_link_checks;`)
}
