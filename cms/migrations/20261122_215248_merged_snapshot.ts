import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * No schema change. Three branches wrote their migrations in parallel (alerts, storage, security), each
 * from the same base, so the newest snapshot knew only its own branch's changes. This migration carries
 * the snapshot of the merged schema (the .json beside it), so the next `migrate:create` diffs against
 * what the database really has; everything it would have added is applied by the migrations before it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
