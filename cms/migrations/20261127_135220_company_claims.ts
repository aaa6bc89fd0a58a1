import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // A claim goes with its company or its post (deleted by an admin): cascade, not SET NULL on required columns.
  await db.execute(sql`
   CREATE TABLE "company_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"job_post_id" integer NOT NULL,
  	"domain" varchar NOT NULL,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"token_hash" varchar,
  	"token_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "companies" ADD COLUMN "edited_by" varchar;
  ALTER TABLE "_companies_v" ADD COLUMN "version_edited_by" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_claims_id" integer;
  ALTER TABLE "company_claims" ADD CONSTRAINT "company_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_claims" ADD CONSTRAINT "company_claims_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "company_claims_company_idx" ON "company_claims" USING btree ("company_id");
  CREATE INDEX "company_claims_email_idx" ON "company_claims" USING btree ("email");
  CREATE INDEX "company_claims_job_post_idx" ON "company_claims" USING btree ("job_post_id");
  CREATE INDEX "company_claims_confirmed_at_idx" ON "company_claims" USING btree ("confirmed_at");
  CREATE UNIQUE INDEX "company_claims_token_hash_idx" ON "company_claims" USING btree ("token_hash");
  CREATE INDEX "company_claims_updated_at_idx" ON "company_claims" USING btree ("updated_at");
  CREATE INDEX "company_claims_created_at_idx" ON "company_claims" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_email_idx" ON "company_claims" USING btree ("company_id","email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_claims_fk" FOREIGN KEY ("company_claims_id") REFERENCES "public"."company_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_company_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("company_claims_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company_claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "company_claims" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_claims_fk";
  
  DROP INDEX "payload_locked_documents_rels_company_claims_id_idx";
  ALTER TABLE "companies" DROP COLUMN "edited_by";
  ALTER TABLE "_companies_v" DROP COLUMN "version_edited_by";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_claims_id";`)
}
