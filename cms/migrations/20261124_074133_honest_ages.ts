import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" ADD COLUMN "source_posted_at" timestamp(3) with time zone;
  ALTER TABLE "jobs" ADD COLUMN "reposted" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" DROP COLUMN "source_posted_at";
  ALTER TABLE "jobs" DROP COLUMN "reposted";`)
}
