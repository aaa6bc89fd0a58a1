import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written, for several servers on one database.
 * `scheduled_task_claims`: one row per scheduled task and due time, claimed by whichever process runs it
 * first, so a scheduled run never happens twice (cms/domain/integrations/scheduledOnce.ts).
 * Data-change notifications: every statement that writes a table behind the public reads sends one
 * `NOTIFY nomad_data_changed`, so each server empties its short-lived caches (cms/lib/cache) as soon as a
 * job appears or expires anywhere. PostgreSQL folds identical notifications of one transaction into one.
 */
const TABLES = ['jobs', 'jobs_rels', 'companies', 'categories', 'locations', 'skills', 'posts', 'posts_rels', 'affiliate_links', 'toolkit_tools', 'media']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS scheduled_task_claims (
    task text NOT NULL,
    due_at timestamptz NOT NULL,
    claimed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (task, due_at)
  );

  CREATE OR REPLACE FUNCTION nomad_notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    PERFORM pg_notify('nomad_data_changed', TG_TABLE_NAME);
    RETURN NULL;
  END
  $fn$;
  `)
  for (const table of TABLES) {
    await db.execute(sql.raw(`
    DROP TRIGGER IF EXISTS ${table}_notify_data_changed ON "${table}";
    CREATE TRIGGER ${table}_notify_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
      FOR EACH STATEMENT EXECUTE FUNCTION nomad_notify_data_changed();
    `))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${table}_notify_data_changed ON "${table}";`))
  await db.execute(sql`DROP FUNCTION IF EXISTS nomad_notify_data_changed(); DROP TABLE IF EXISTS scheduled_task_claims;`)
}
