import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_boards" ADD COLUMN "connected_company_id" integer;
  ALTER TABLE "job_boards" ADD CONSTRAINT "job_boards_connected_company_id_companies_id_fk" FOREIGN KEY ("connected_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "job_boards_connected_company_idx" ON "job_boards" USING btree ("connected_company_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_boards" DROP CONSTRAINT "job_boards_connected_company_id_companies_id_fk";
  
  DROP INDEX "job_boards_connected_company_idx";
  ALTER TABLE "job_boards" DROP COLUMN "connected_company_id";`)
}
