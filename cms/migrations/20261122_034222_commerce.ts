import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "download_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"order_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stripe_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "stripe_payment_intent_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "download_count" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "download_limit" numeric;
  ALTER TABLE "orders" ADD COLUMN "downloads_expire_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "download_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stripe_events_id" integer;
  ALTER TABLE "download_tokens" ADD CONSTRAINT "download_tokens_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "download_tokens_token_hash_idx" ON "download_tokens" USING btree ("token_hash");
  CREATE INDEX "download_tokens_order_idx" ON "download_tokens" USING btree ("order_id");
  CREATE INDEX "download_tokens_updated_at_idx" ON "download_tokens" USING btree ("updated_at");
  CREATE INDEX "download_tokens_created_at_idx" ON "download_tokens" USING btree ("created_at");
  CREATE UNIQUE INDEX "stripe_events_event_id_idx" ON "stripe_events" USING btree ("event_id");
  CREATE INDEX "stripe_events_updated_at_idx" ON "stripe_events" USING btree ("updated_at");
  CREATE INDEX "stripe_events_created_at_idx" ON "stripe_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_download_tokens_fk" FOREIGN KEY ("download_tokens_id") REFERENCES "public"."download_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stripe_events_fk" FOREIGN KEY ("stripe_events_id") REFERENCES "public"."stripe_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_stripe_payment_intent_id_idx" ON "orders" USING btree ("stripe_payment_intent_id");
  CREATE INDEX "payload_locked_documents_rels_download_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("download_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_stripe_events_id_idx" ON "payload_locked_documents_rels" USING btree ("stripe_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "download_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stripe_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "download_tokens" CASCADE;
  DROP TABLE "stripe_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_download_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stripe_events_fk";
  
  DROP INDEX "orders_stripe_payment_intent_id_idx";
  DROP INDEX "payload_locked_documents_rels_download_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_stripe_events_id_idx";
  ALTER TABLE "orders" DROP COLUMN "stripe_payment_intent_id";
  ALTER TABLE "orders" DROP COLUMN "download_count";
  ALTER TABLE "orders" DROP COLUMN "download_limit";
  ALTER TABLE "orders" DROP COLUMN "downloads_expire_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "download_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stripe_events_id";`)
}
