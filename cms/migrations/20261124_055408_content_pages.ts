import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The Pages collection (terms, privacy, contact, ...) and a post's category as a choice instead of free text.
 * Hand-written parts: existing categories are mapped onto the list before the column becomes an enum
 * ("Remote Work" -> remote-work; a value that matches none becomes remote-work, the site's general topic),
 * and pages changes notify every server like posts do (the HTML and API caches are emptied).
 */
const CATEGORY_VALUES = `'remote-work', 'career', 'destinations', 'travel', 'visas', 'finance', 'gear', 'productivity'`
const toCategoryValue = (column: string) => `
  CASE regexp_replace(lower(trim(${column})), '[^a-z0-9]+', '-', 'g')
    WHEN 'remote' THEN 'remote-work' WHEN 'careers' THEN 'career' WHEN 'destination' THEN 'destinations'
    WHEN 'visa' THEN 'visas' WHEN 'money' THEN 'finance'
    ELSE CASE WHEN regexp_replace(lower(trim(${column})), '[^a-z0-9]+', '-', 'g') IN (${CATEGORY_VALUES})
      THEN regexp_replace(lower(trim(${column})), '[^a-z0-9]+', '-', 'g') ELSE 'remote-work' END
  END`
const CATEGORY_LABELS = `CASE %s WHEN 'remote-work' THEN 'Remote Work' ELSE initcap(%s) END`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`
  UPDATE "posts" SET "category" = ${toCategoryValue('"category"')} WHERE "category" IS NOT NULL;
  UPDATE "_posts_v" SET "version_category" = ${toCategoryValue('"version_category"')} WHERE "version_category" IS NOT NULL;`))
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_category" AS ENUM('remote-work', 'career', 'destinations', 'travel', 'visas', 'finance', 'gear', 'productivity');
  CREATE TYPE "public"."enum__posts_v_version_category" AS ENUM('remote-work', 'career', 'destinations', 'travel', 'visas', 'finance', 'gear', 'productivity');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"content" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "posts" ALTER COLUMN "category" SET DATA TYPE "public"."enum_posts_category" USING "category"::"public"."enum_posts_category";
  ALTER TABLE "_posts_v" ALTER COLUMN "version_category" SET DATA TYPE "public"."enum__posts_v_version_category" USING "version_category"::"public"."enum__posts_v_version_category";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE TRIGGER pages_notify_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages"
    FOR EACH STATEMENT EXECUTE FUNCTION nomad_notify_data_changed();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  ALTER TABLE "posts" ALTER COLUMN "category" SET DATA TYPE varchar;
  ALTER TABLE "_posts_v" ALTER COLUMN "version_category" SET DATA TYPE varchar;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  DROP TYPE "public"."enum_posts_category";
  DROP TYPE "public"."enum__posts_v_version_category";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";`)
  await db.execute(sql.raw(`
  UPDATE "posts" SET "category" = ${CATEGORY_LABELS.replaceAll('%s', '"category"')};
  UPDATE "_posts_v" SET "version_category" = ${CATEGORY_LABELS.replaceAll('%s', '"version_category"')};`))
}
