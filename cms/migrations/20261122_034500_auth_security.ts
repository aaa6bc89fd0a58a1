import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written: tables the account calls use directly (not Payload collections).
 * - auth_rate_limits: fixed-window counters shared by every server (login, register, check-email, reset requests).
 * - password_reset_tokens: only the SHA-256 of each token is stored; single use, 1 h expiry.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "auth_rate_limits" (
    "key" varchar(200) PRIMARY KEY NOT NULL,
    "window_start" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "count" integer NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS "auth_rate_limits_window_start_idx" ON "auth_rate_limits" ("window_start");
  CREATE TABLE IF NOT EXISTS "password_reset_tokens" (
    "id" serial PRIMARY KEY NOT NULL,
    "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "token_hash" char(64) NOT NULL UNIQUE,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "used_at" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );
  CREATE INDEX IF NOT EXISTS "password_reset_tokens_user_idx" ON "password_reset_tokens" ("user_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "password_reset_tokens";
  DROP TABLE IF EXISTS "auth_rate_limits";`)
}
