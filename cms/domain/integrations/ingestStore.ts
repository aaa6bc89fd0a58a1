import type { PoolClient } from 'pg'
import { jobSlug, type NormalisedJobFields } from '@cms/domain/jobs/normaliseJob'
import type { JobProviderId } from '@cms/contract/providers'
import type { StoredSalary } from '@cms/contract/salary'
import type { ScamSignal } from '@cms/domain/trust/scamSignals'
import { ENUM, JOB_STATUS } from '@cms/lib/db/names'
import { SqlParams, unnestRows, type UnnestColumn } from '@cms/lib/sqlBuilder'
import type { NormalisedJob } from './normalise'

/**
 * Ingestion's bulk writes (docs/data.md "One writer per table or area"): new postings inserted and changed ones
 * rewritten in place, many rows per statement (`unnest` of one array per column), their skills and skill links,
 * and the listings merged into a job. A job's status changes of its own lifecycle (expiry of what a source no
 * longer lists) go through `cms/domain/jobs/jobStore.ts`; the ones made here (a new or changed posting held by the
 * scam rules, a dropped posting listed again) run the same triggers (caches, search postings) and close no reports
 * (a held job stays held until staff review it).
 */

/** A listing merged into another: which board, and its link (shown as "Also listed on ..."). */
export interface OtherListing {
  source: string
  url: string | null
}

/** A posting ingestion did not write, and why. */
export type Skipped = { externalId: string; reason: string }

/** A stored job taken over by a fuller copy of it from this fetch: the job keeps its row, the stored listing becomes an "also listed on". */
export interface Takeover {
  id: number
  job: NormalisedJob
  previous: OtherListing
}

const CHUNK = 1000

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** A taxonomy row (skill, location, category) by its slug. */
export type IdRow = { id: number; slug: string }

async function skillIdsBySlug(db: PoolClient, slugs: string[]): Promise<IdRow[]> {
  const params = new SqlParams()
  return (await db.query<IdRow>(`SELECT id, slug FROM skills WHERE slug = ANY(${params.add(slugs)}::text[])`, params.values)).rows
}

type NamedRow = { slug: string; name: string }

/** The columns a new skill gets; the rest keep their defaults. */
const NEW_SKILL_COLUMNS: UnnestColumn<NamedRow>[] = [
  { name: 'name', type: 'text', value: (r) => r.name },
  { name: 'slug', type: 'text', value: (r) => r.slug },
]

/** Skill ids by slug for names, creating the missing skills. (Companies are matched by matchCompanies.) */
export async function ensureSkills(db: PoolClient, rows: Map<string, { name: string }>): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const slugs = [...rows.keys()]
  if (!slugs.length) return ids
  for (const r of await skillIdsBySlug(db, slugs)) ids.set(r.slug, r.id)
  const missing = slugs.filter((s) => !ids.has(s))
  const columns = NEW_SKILL_COLUMNS
  for (const part of chunks(missing)) {
    const params = new SqlParams()
    const from = unnestRows(params, part.map((slug) => ({ ...rows.get(slug)!, slug })), columns)
    const names = columns.map((c) => c.name).join(', ')
    const inserted = await db.query<IdRow>(
      `INSERT INTO skills (${names}) SELECT ${names} FROM ${from} ON CONFLICT (slug) DO NOTHING RETURNING id, slug`,
      params.values,
    )
    for (const r of inserted.rows) ids.set(r.slug, r.id)
  }
  // Rows another writer created meanwhile (ON CONFLICT skipped them) are read back.
  const stillMissing = slugs.filter((s) => !ids.has(s))
  if (stillMissing.length) for (const r of await skillIdsBySlug(db, stillMissing)) ids.set(r.slug, r.id)
  return ids
}

export interface Prepared {
  job: NormalisedJob
  /** The Jobs collection's derived and cleaned fields (description, UTC offset, eligibility), computed by its own rules. */
  fields: NormalisedJobFields
  /** The salary as posted, converted at the newest stored rates (the provider's client converted at the snapshot's). */
  salary: StoredSalary
  hash: string
  key: string
  companyId: number
  categoryId: number | null
  locationId: number | null
  skillIds: number[]
  /** What the scam rules found: any signal holds the job for staff review instead of listing it. */
  signals: ScamSignal[]
}

/** A job column written by ingestion: `cast` turns the text array's value into the column's enum or jsonb type. */
type JobColumn = UnnestColumn<Prepared> & { cast?: string }

/** The columns ingestion writes on insert and on update (in both, from the relation `v`). */
const JOB_COLUMNS: JobColumn[] = [
  { name: 'title', type: 'text', value: (r) => r.job.title },
  { name: 'description', type: 'text', value: (r) => r.fields.description },
  { name: 'type', type: 'text', cast: ENUM.enum_jobs_type, value: (r) => r.job.type },
  { name: 'experience_level', type: 'text', cast: ENUM.enum_jobs_experience_level, value: (r) => r.job.experienceLevel },
  { name: 'salary_min', type: 'numeric', value: (r) => r.salary.salaryMin },
  { name: 'salary_max', type: 'numeric', value: (r) => r.salary.salaryMax },
  { name: 'salary_posted_min', type: 'numeric', value: (r) => r.salary.salaryPostedMin },
  { name: 'salary_posted_max', type: 'numeric', value: (r) => r.salary.salaryPostedMax },
  { name: 'salary_currency', type: 'text', value: (r) => r.salary.salaryCurrency },
  { name: 'salary_period', type: 'text', cast: ENUM.enum_jobs_salary_period, value: (r) => r.salary.salaryPeriod },
  { name: 'timezone', type: 'text', value: (r) => r.job.timezone },
  { name: 'utc_offset', type: 'numeric', value: (r) => r.fields.utcOffset },
  { name: 'location_text', type: 'text', value: (r) => r.fields.locationText },
  { name: 'eligibility_scope', type: 'text', cast: ENUM.enum_jobs_eligibility_scope, value: (r) => r.fields.eligibility.scope },
  { name: 'eligibility_countries', type: 'text', cast: 'jsonb', value: (r) => JSON.stringify(r.fields.eligibility.countries) },
  { name: 'eligibility_regions', type: 'text', cast: 'jsonb', value: (r) => JSON.stringify(r.fields.eligibility.regions) },
  { name: 'eligibility_excluded_countries', type: 'text', cast: 'jsonb', value: (r) => JSON.stringify(r.fields.eligibility.excludedCountries) },
  { name: 'eligibility_tz_min', type: 'numeric', value: (r) => r.fields.eligibility.tzMin },
  { name: 'eligibility_tz_max', type: 'numeric', value: (r) => r.fields.eligibility.tzMax },
  { name: 'eligibility_reach', type: 'text', cast: 'jsonb', value: (r) => JSON.stringify(r.fields.eligibility.reach) },
  { name: 'company_id', type: 'int', value: (r) => r.companyId },
  { name: 'category_id', type: 'int', value: (r) => r.categoryId },
  { name: 'location_id', type: 'int', value: (r) => r.locationId },
  { name: 'apply_url', type: 'text', value: (r) => r.job.applyUrl },
  { name: 'content_hash', type: 'text', value: (r) => r.hash },
  { name: 'dedupe_key', type: 'text', value: (r) => r.key },
]

/** Not a column: the provider's date, from which `posted_at` (never later than first seen) and `source_posted_at` are written. */
const PROVIDER_DATE: JobColumn = { name: 'provider_posted_at', type: 'timestamptz', value: (r) => r.job.postedAt }

/** Not a column: what the scam rules found (null when nothing), from which `status` and `held_for` are written. */
const SIGNALS: JobColumn = { name: 'signals', type: 'text', value: (r) => (r.signals.length ? JSON.stringify(r.signals) : null) }

/** `v.type::enum_jobs_type`: a column's value as read from the unnested rows. */
const valueOf = (column: JobColumn) => (column.cast ? `v.${column.name}::${column.cast}` : `v.${column.name}`)

/** The skills to link to each written job, replacing its old links. */
type SkillLinks = { parent: number; skills: number[] }

/**
 * Adds the listings merged into each job (by id) to its "also listed on", once each. The same board listing the
 * job again under a new id is a repost: the job keeps its first date and is marked reposted.
 */
export async function addOtherListings(db: PoolClient, source: JobProviderId, merged: Map<number, OtherListing[]>): Promise<void> {
  for (const [id, listings] of merged) {
    await db.query(
      `UPDATE jobs SET also_listed_on = (
         SELECT jsonb_agg(DISTINCT entry) FROM jsonb_array_elements(coalesce(also_listed_on, '[]'::jsonb) || $2::jsonb) AS entry
       ), reposted = reposted OR source::text = $3 WHERE id = $1`,
      [id, JSON.stringify(listings), source],
    )
  }
}

/**
 * Re-keys each taken-over job to this source's posting (the content follows in `updateJobs`), keeping the
 * listing it had as an "also listed on" entry; an entry for this very board is dropped, the job now is it.
 * Another board's later date is not a repost (`source_posted_at` starts at the newer of the two); the job's own
 * board listing it under a new id is.
 */
export async function takeOverListings(db: PoolClient, source: JobProviderId, takeovers: Takeover[]): Promise<void> {
  for (const { id, job, previous } of takeovers) {
    await db.query(
      `UPDATE jobs SET source = $2::${ENUM.enum_jobs_source}, external_id = $3, also_listed_on = (
         SELECT jsonb_agg(DISTINCT entry) FROM jsonb_array_elements(coalesce(also_listed_on, '[]'::jsonb) || $4::jsonb) AS entry
         WHERE entry->>'source' <> $2::text
       ), source_posted_at = GREATEST(coalesce(source_posted_at, posted_at), $5::timestamptz), reposted = reposted OR source = $2::${ENUM.enum_jobs_source}
       WHERE id = $1`,
      [id, source, job.externalId, JSON.stringify([previous]), job.postedAt],
    )
  }
}

/** Inserts new postings as active jobs; a row that conflicts with an existing slug or id is skipped. */
export async function insertJobs(db: PoolClient, source: JobProviderId, rows: Prepared[]): Promise<{ created: number; skipped: Skipped[]; links: SkillLinks[] }> {
  const out = { created: 0, skipped: [] as Skipped[], links: [] as SkillLinks[] }
  const insertColumns: JobColumn[] = [
    ...JOB_COLUMNS,
    { name: 'slug', type: 'text', value: (r) => jobSlug({ title: r.job.title, companyName: r.job.company.name, source, externalId: r.job.externalId }) },
    { name: 'external_id', type: 'text', value: (r) => r.job.externalId },
  ]
  for (const part of chunks(rows)) {
    const params = new SqlParams()
    const sourceValue = params.add(source)
    const inserted = await db.query<{ id: number; external_id: string }>(
      `INSERT INTO jobs (${insertColumns.map((c) => c.name).join(', ')}, source, status, held_for, featured, posted_at, source_posted_at)
       SELECT ${insertColumns.map(valueOf).join(', ')}, ${sourceValue}::${ENUM.enum_jobs_source},
         (CASE WHEN v.signals IS NULL THEN ${JOB_STATUS.active} ELSE ${JOB_STATUS.held} END)::${ENUM.enum_jobs_status}, v.signals::jsonb, false,
         LEAST(v.provider_posted_at, now()), v.provider_posted_at
       FROM ${unnestRows(params, part, [...insertColumns, SIGNALS, PROVIDER_DATE])}
       ON CONFLICT DO NOTHING RETURNING id, external_id`,
      params.values,
    )
    out.created += inserted.rows.length
    const byId = new Map(part.map((r) => [r.job.externalId, r]))
    for (const r of inserted.rows) out.links.push({ parent: r.id, skills: byId.get(r.external_id)!.skillIds })
    if (inserted.rows.length < part.length) {
      const done = new Set(inserted.rows.map((r) => r.external_id))
      for (const r of part) if (!done.has(r.job.externalId)) out.skipped.push({ externalId: r.job.externalId, reason: 'conflicts with an existing job (slug or id)' })
    }
  }
  return out
}

/** The job was taken down by the link checker (only a working link brings it back). */
const LINK_EXPIRED = 'EXISTS (SELECT 1 FROM job_link_checks c WHERE c.job_id = jobs.id AND c.expired_job)'

/**
 * Rewrites changed postings in place and makes a job the provider lists again active. Its age stays honest:
 * `posted_at` never moves later (a provider's newer date is kept as `source_posted_at`), and a job that comes
 * back or gets a newer date is marked reposted. A held job stays held
 * until staff review it, a job the link checker expired waits for a working link, and changed text that fires
 * a scam rule holds a job staff have not reviewed before (a reviewed job keeps its `held_for` record).
 */
export async function updateJobs(db: PoolClient, rows: { id: number; row: Prepared }[]): Promise<SkillLinks[]> {
  const updateColumns: UnnestColumn<{ id: number; row: Prepared }>[] = [
    ...JOB_COLUMNS.map((c) => ({ ...c, value: (u: { row: Prepared }) => c.value(u.row) })),
    { name: 'id', type: 'int', value: (u) => u.id },
    { ...SIGNALS, value: (u) => SIGNALS.value(u.row) },
    { ...PROVIDER_DATE, value: (u) => PROVIDER_DATE.value(u.row) },
  ]
  for (const part of chunks(rows)) {
    const params = new SqlParams()
    await db.query(
      `UPDATE jobs SET ${JOB_COLUMNS.map((c) => `${c.name} = ${valueOf(c)}`).join(', ')},
         status = (CASE
           WHEN v.signals IS NOT NULL AND jobs.held_for IS NULL THEN ${JOB_STATUS.held}
           WHEN jobs.status = ${JOB_STATUS.held} OR ${LINK_EXPIRED} THEN jobs.status::text
           ELSE ${JOB_STATUS.active} END)::${ENUM.enum_jobs_status},
         held_for = CASE WHEN v.signals IS NOT NULL AND jobs.held_for IS NULL THEN v.signals::jsonb ELSE jobs.held_for END,
         posted_at = LEAST(jobs.posted_at, v.provider_posted_at),
         source_posted_at = v.provider_posted_at,
         reposted = jobs.reposted OR (jobs.status = ${JOB_STATUS.expired} AND NOT ${LINK_EXPIRED})
           OR v.provider_posted_at > coalesce(jobs.source_posted_at, jobs.posted_at) + interval '1 day',
         updated_at = now()
       FROM ${unnestRows(params, part, updateColumns)}
       WHERE jobs.id = v.id`,
      params.values,
    )
  }
  return rows.map((u) => ({ parent: u.id, skills: u.row.skillIds }))
}

/** Replaces the skill links of the written jobs, in the order the posting lists them. */
export async function relinkSkills(db: PoolClient, links: SkillLinks[]): Promise<void> {
  for (const part of chunks(links)) {
    await db.query(`DELETE FROM jobs_rels WHERE path = 'skills' AND parent_id = ANY($1::int[])`, [part.map((r) => r.parent)])
    const rows = part.flatMap((r) => r.skills.map((skill, i) => ({ order: i + 1, parent: r.parent, skill })))
    if (!rows.length) continue
    const params = new SqlParams()
    const from = unnestRows(params, rows, [
      { name: 'o', type: 'int', value: (r) => r.order },
      { name: 'p', type: 'int', value: (r) => r.parent },
      { name: 's', type: 'int', value: (r) => r.skill },
    ])
    await db.query(`INSERT INTO jobs_rels ("order", parent_id, path, skills_id) SELECT o, p, 'skills', s FROM ${from}`, params.values)
  }
}

