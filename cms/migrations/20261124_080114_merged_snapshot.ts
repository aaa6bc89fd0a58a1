import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * No schema change. The who-may-apply chooser's migration (users' home country and time zone) was written in
 * parallel with the trust migrations, so the newest snapshot knew only one side. This migration carries the
 * snapshot of the merged schema (the .json beside it), so the next `migrate:create` diffs against what the
 * database really has; everything it records is applied by the migrations before it.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
