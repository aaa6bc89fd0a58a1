import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "held_until_live" boolean DEFAULT false;
  CREATE INDEX "media_held_until_live_idx" ON "media" USING btree ("held_until_live");`)
  // Logos already uploaded to posts staff have not approved (no job yet) are held from now on.
  await db.execute(sql`
   UPDATE "media" SET "held_until_live" = true
    WHERE "id" IN (SELECT "logo_id" FROM "job_posts" WHERE "logo_id" IS NOT NULL AND "job_id" IS NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_held_until_live_idx";
  ALTER TABLE "media" DROP COLUMN "held_until_live";`)
}
