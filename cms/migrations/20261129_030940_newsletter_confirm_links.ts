import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { carryMailedConfirmLinks } from '@cms/domain/newsletter/confirmLinkStore'

/**
 * Hand-written (issue 44 item 12): the newsletter's confirmation links, one row per mailed link, so each works
 * once and expires (docs/content.md). Links mailed before this (the address and an HMAC, valid for ever) are kept
 * as rows for the addresses still waiting for confirmation, so they work once more; an unsubscribed address's
 * old link is not kept.
 */
export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "newsletter_confirm_links" (
    "token_hash" text PRIMARY KEY,
    "subscriber_id" integer NOT NULL REFERENCES "subscribers"("id") ON DELETE CASCADE,
    "created_at" timestamptz NOT NULL DEFAULT now(),
    "expires_at" timestamptz NOT NULL,
    "used_at" timestamptz
  );
  CREATE INDEX IF NOT EXISTS "newsletter_confirm_links_subscriber_idx" ON "newsletter_confirm_links" ("subscriber_id");`)
  await carryMailedConfirmLinks(db, payload.secret)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "newsletter_confirm_links";`)
}
