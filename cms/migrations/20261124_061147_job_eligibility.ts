import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { storedEligibility } from '@cms/domain/jobs/normaliseJob'

/**
 * Who may apply (issue 22): the posted location line and the eligibility derived from it. Hand-written
 * additions: a GIN index for the country filter (`eligibility_reach @> '["PT"]'`), and a backfill of the
 * seeded and hand-made jobs, whose taxonomy location an editor chose, so it stands as their line. Ingested
 * jobs are rewritten with their provider's own line by the next ingestion run (NORMALISER_VERSION 2).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_eligibility_scope" AS ENUM('worldwide', 'regions', 'countries', 'unknown');
  ALTER TABLE "jobs" ADD COLUMN "location_text" varchar;
  ALTER TABLE "jobs" ADD COLUMN "eligibility_scope" "enum_jobs_eligibility_scope" DEFAULT 'unknown';
  ALTER TABLE "jobs" ADD COLUMN "eligibility_countries" jsonb;
  ALTER TABLE "jobs" ADD COLUMN "eligibility_regions" jsonb;
  ALTER TABLE "jobs" ADD COLUMN "eligibility_excluded_countries" jsonb;
  ALTER TABLE "jobs" ADD COLUMN "eligibility_tz_min" numeric;
  ALTER TABLE "jobs" ADD COLUMN "eligibility_tz_max" numeric;
  ALTER TABLE "jobs" ADD COLUMN "eligibility_reach" jsonb;
  CREATE INDEX "jobs_eligibility_eligibility_scope_idx" ON "jobs" USING btree ("eligibility_scope");
  CREATE INDEX "jobs_eligibility_reach_idx" ON "jobs" USING gin ("eligibility_reach" jsonb_path_ops);`)

  const { rows } = await db.execute(sql`
    SELECT j.id, l.name FROM jobs j JOIN locations l ON l.id = j.location_id WHERE j.content_hash IS NULL AND j.location_text IS NULL`)
  const derived = (rows as { id: number; name: string }[]).map(({ id, name }) => {
    const e = storedEligibility(name)
    return { id, text: name, scope: e.scope, countries: e.countries, regions: e.regions, excluded: e.excludedCountries, tz_min: e.tzMin, tz_max: e.tzMax, reach: e.reach }
  })
  if (!derived.length) return
  await db.execute(sql`
    UPDATE jobs SET location_text = v.text, eligibility_scope = v.scope::enum_jobs_eligibility_scope, eligibility_countries = v.countries,
      eligibility_regions = v.regions, eligibility_excluded_countries = v.excluded, eligibility_tz_min = v.tz_min, eligibility_tz_max = v.tz_max,
      eligibility_reach = v.reach
    FROM json_to_recordset(${JSON.stringify(derived)}::json)
      AS v(id int, text text, scope text, countries jsonb, regions jsonb, excluded jsonb, tz_min numeric, tz_max numeric, reach jsonb)
    WHERE jobs.id = v.id`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "jobs_eligibility_reach_idx";
  DROP INDEX "jobs_eligibility_eligibility_scope_idx";
  ALTER TABLE "jobs" DROP COLUMN "location_text";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_scope";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_countries";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_regions";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_excluded_countries";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_tz_min";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_tz_max";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_reach";
  DROP TYPE "public"."enum_jobs_eligibility_scope";`)
}
