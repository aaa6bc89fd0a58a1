import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// "Where do you live?" in the profile (issue 22). Trimmed by hand to this change: the generator also repeated
// earlier branches' tables because the previous snapshot predates their merge (the lead writes a merged one).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "home_country" varchar;
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "home_tz" numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" DROP COLUMN IF EXISTS "home_country";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "home_tz";`)
}
