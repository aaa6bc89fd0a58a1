import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * No schema change. The editors' branch (role, cover sizes, SEO fields, scheduled publishing) wrote its
 * migration before the others landed, so the previous snapshot lacked its changes. This migration carries
 * the snapshot of the merged schema (the .json beside it), so the next `migrate:create` diffs against
 * what the database really has; `20261122_193600_issue13_editors` applies the changes themselves.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
