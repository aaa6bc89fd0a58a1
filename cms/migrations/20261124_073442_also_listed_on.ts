import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Jobs gain `also_listed_on`: the other boards' listings merged into this one (near-duplicate merging).
 *
 * The snapshot beside this file is of the whole merged schema: several branches wrote migrations in parallel
 * from one base (content pages, alert address proof, search, eligibility, link checks, job reports), so the
 * newest snapshot knew only its own branch's changes. Every change it records is applied by the migrations
 * before this one; the next `migrate:create` diffs against what the database really has.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "also_listed_on" jsonb;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "jobs" DROP COLUMN IF EXISTS "also_listed_on";`)
}
