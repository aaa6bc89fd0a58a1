import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { companyKey, websiteDomain } from '@cms/domain/companies/companyIdentity'

/**
 * Issue 34: what ingestion matches a board's company on (cms/domain/companies), computed for the companies stored
 * before it by the same rules the collection's hook and ingestion use. Existing duplicates are not merged here.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "companies" ADD COLUMN "match_key" varchar;
  ALTER TABLE "companies" ADD COLUMN "domain" varchar;
  CREATE INDEX "companies_match_key_idx" ON "companies" USING btree ("match_key");
  CREATE INDEX "companies_domain_idx" ON "companies" USING btree ("domain");`)
  const { rows } = (await db.execute(sql`SELECT id, name, website FROM "companies"`)) as unknown as {
    rows: { id: number; name: string; website: string | null }[]
  }
  const keyed = rows.map((r) => ({ id: r.id, key: companyKey(r.name) || null, domain: websiteDomain(r.website) }))
  if (keyed.length) {
    await db.execute(sql`
    UPDATE "companies" c SET "match_key" = v.key, "domain" = v.domain
      FROM jsonb_to_recordset(${JSON.stringify(keyed)}::jsonb) AS v(id int, key text, domain text)
     WHERE c.id = v.id;`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "companies_match_key_idx";
  DROP INDEX "companies_domain_idx";
  ALTER TABLE "companies" DROP COLUMN "match_key";
  ALTER TABLE "companies" DROP COLUMN "domain";`)
}
