import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_toolkit_tools_tab" AS ENUM('productivity', 'vpn', 'esim', 'insurance', 'resume', 'security', 'learning', 'finance');
  CREATE TABLE "toolkit_tools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"tab" "enum_toolkit_tools_tab" NOT NULL,
  	"description" varchar NOT NULL,
  	"price" varchar NOT NULL,
  	"features" varchar,
  	"url" varchar NOT NULL,
  	"badge" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "toolkit_tools_id" integer;
  CREATE INDEX "toolkit_tools_tab_idx" ON "toolkit_tools" USING btree ("tab");
  CREATE INDEX "toolkit_tools_updated_at_idx" ON "toolkit_tools" USING btree ("updated_at");
  CREATE INDEX "toolkit_tools_created_at_idx" ON "toolkit_tools" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_toolkit_tools_fk" FOREIGN KEY ("toolkit_tools_id") REFERENCES "public"."toolkit_tools"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_toolkit_tools_id_idx" ON "payload_locked_documents_rels" USING btree ("toolkit_tools_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "toolkit_tools" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "toolkit_tools" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_toolkit_tools_fk";
  
  DROP INDEX "payload_locked_documents_rels_toolkit_tools_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "toolkit_tools_id";
  DROP TYPE "public"."enum_toolkit_tools_tab";`)
}
