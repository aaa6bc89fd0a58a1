import type { PoolClient } from 'pg'
import type { Payload } from 'payload'
import { jobSlug, normaliseJob, type NormalisedJobFields } from '@cms/domain/jobs/normaliseJob'
import { slugify } from '@cms/contract/slugify'
import { poolOf, withTransaction } from '@cms/lib/sql'
import { SqlParams, unnestRows, type UnnestColumn } from '@cms/lib/sqlBuilder'
import type { JobProviderId } from '@cms/contract/providers'
import { keptListing, nearDuplicateGroups, type Listing } from '@cms/domain/trust/nearDuplicates'
import { scamSignals, type ScamSignal } from '@cms/domain/trust/scamSignals'
import { annualUsd, type ExchangeRates, type StoredSalary } from '@cms/contract/salary'
import { latestRates } from '@cms/domain/salaries/ratesStore'
import { matchCompanies } from '@cms/domain/companies/matchCompanies'
import { expireJobs } from '@cms/domain/jobs/jobStore'
import { dedupeKey, normaliseUrl, type NormalisedJob } from './normalise'

export interface UpsertResult {
  created: number
  updated: number
  unchanged: number
  expired: number
  skipped: Skipped[]
  /** Companies this run created (for the logo lookup). */
  newCompanyIds: number[]
}

type Skipped = { externalId: string; reason: string }

const CHUNK = 1000

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

type IdRow = { id: number; slug: string }

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
async function ensureSkills(db: PoolClient, rows: Map<string, { name: string }>): Promise<Map<string, number>> {
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

interface Prepared {
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
  { name: 'type', type: 'text', cast: 'enum_jobs_type', value: (r) => r.job.type },
  { name: 'experience_level', type: 'text', cast: 'enum_jobs_experience_level', value: (r) => r.job.experienceLevel },
  { name: 'salary_min', type: 'numeric', value: (r) => r.salary.salaryMin },
  { name: 'salary_max', type: 'numeric', value: (r) => r.salary.salaryMax },
  { name: 'salary_posted_min', type: 'numeric', value: (r) => r.salary.salaryPostedMin },
  { name: 'salary_posted_max', type: 'numeric', value: (r) => r.salary.salaryPostedMax },
  { name: 'salary_currency', type: 'text', value: (r) => r.salary.salaryCurrency },
  { name: 'salary_period', type: 'text', cast: 'enum_jobs_salary_period', value: (r) => r.salary.salaryPeriod },
  { name: 'timezone', type: 'text', value: (r) => r.job.timezone },
  { name: 'utc_offset', type: 'numeric', value: (r) => r.fields.utcOffset },
  { name: 'location_text', type: 'text', value: (r) => r.fields.locationText },
  { name: 'eligibility_scope', type: 'text', cast: 'enum_jobs_eligibility_scope', value: (r) => r.fields.eligibility.scope },
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

export interface ExistingJob {
  id: number
  external_id: string
  content_hash: string | null
  status: string
  /** The link checker took it down: only a working link brings it back, not the provider listing it again. */
  link_expired: boolean
}

/**
 * This source's jobs by externalId (one indexed read; the pipeline uses it to skip unchanged postings), or only
 * those whose id starts with `idPrefix` (one ATS board's: `token:`).
 */
export async function loadExisting(payload: Payload, source: JobProviderId, idPrefix?: string): Promise<Map<string, ExistingJob>> {
  const { rows } = await poolOf(payload).query<ExistingJob>(
    `SELECT j.id, j.external_id, j.content_hash, j.status, coalesce(c.expired_job, false) AS link_expired
       FROM jobs j LEFT JOIN job_link_checks c ON c.job_id = j.id
      WHERE j.source = $1 AND ($2::text IS NULL OR starts_with(j.external_id, $2::text))`,
    [source, idPrefix ?? null],
  )
  return new Map(rows.map((r) => [r.external_id, r]))
}

/**
 * Whether a stored posting needs no write: the same content, and not a job the provider had dropped that is
 * listed again (that one comes back). Held jobs and jobs the link checker expired stay as they are.
 */
export function isSettled(row: ExistingJob, hash: string): boolean {
  return row.content_hash === hash && (row.status !== 'expired' || row.link_expired)
}

/** The skills to link to each written job, replacing its old links. */
type SkillLinks = { parent: number; skills: number[] }

/**
 * De-duplicate, upsert and expire one source's jobs in a single transaction:
 * - unchanged postings (same content hash, still active) are not written at all;
 * - a posting new to this source that repeats an active job is merged into it (mergeNearDuplicates);
 * - active jobs of this source whose externalId is not in `seenIds` are marked expired.
 */
export async function upsertJobs(
  payload: Payload,
  source: JobProviderId,
  entries: { job: NormalisedJob; hash: string }[],
  seenIds: Set<string>,
  bySourceId: Map<string, ExistingJob>,
): Promise<UpsertResult> {
  const result: UpsertResult = { created: 0, updated: 0, unchanged: 0, expired: 0, skipped: [], newCompanyIds: [] }
  const hashes = new Map(entries.map((e) => [e.job.externalId, e.hash]))
  const keys = new Map(entries.map((e) => [e.job.externalId, dedupeKey(e.job.company.name, e.job.title)]))
  return withTransaction(payload, async (db) => {
    const { jobs, takeovers } = await mergeNearDuplicates(db, source, entries.map((e) => e.job), { bySourceId, seenIds, keys, skipped: result.skipped })
    // Classify before touching the taxonomy, so an unchanged re-run reads and writes almost nothing.
    const { toInsert, toUpdate, unchanged } = classify(jobs, hashes, bySourceId)
    // A fuller copy of a stored job rewrites that job in place (its listing becomes this source's).
    toUpdate.push(...takeovers.map((t) => ({ job: t.job, id: t.id, hash: hashes.get(t.job.externalId)! })))
    result.unchanged = unchanged
    if (toInsert.length || toUpdate.length) {
      const prepare = await ensureTaxonomy(db, [...toInsert, ...toUpdate.map((u) => u.job)], keys, result.newCompanyIds)
      await takeOverListings(db, source, takeovers)
      const inserted = await insertJobs(db, source, toInsert.map((job) => prepare(job, hashes.get(job.externalId)!)))
      const updated = await updateJobs(db, toUpdate.map((u) => ({ id: u.id, row: prepare(u.job, u.hash) })))
      result.created = inserted.created
      result.skipped.push(...inserted.skipped)
      result.updated = toUpdate.length
      await relinkSkills(db, [...inserted.links, ...updated])
    }
    // A job this source reposted under a new id now carries that id: its old one is not a job gone.
    result.expired = await expireUnseen(db, bySourceId, seenIds, new Set(takeovers.map((t) => t.id)))
    return result
  })
}

/** A listing merged into another: which board, and its link (shown as "Also listed on ..."). */
export interface OtherListing {
  source: string
  url: string | null
}

interface Candidate {
  id: number
  source: string
  external_id: string
  title: string
  description: string
  dedupe_key: string | null
  apply_url: string | null
  salary_min: number | null
  salary_max: number | null
  location_text: string | null
  skills: number
}

/** A stored job taken over by a fuller copy of it from this fetch: the job keeps its row, the stored listing becomes an "also listed on". */
interface Takeover {
  id: number
  job: NormalisedJob
  previous: OtherListing
}

const storedListing = (row: Candidate): Listing => ({
  id: `job:${row.id}`,
  source: row.source,
  description: row.description,
  salaryMin: row.salary_min,
  salaryMax: row.salary_max,
  applyUrl: row.apply_url,
  skills: row.skills,
  locationText: row.location_text,
})
const freshListing = (job: NormalisedJob, source: JobProviderId): Listing => ({
  id: `new:${job.externalId}`,
  source,
  description: job.description,
  salaryMin: job.salaryMin,
  salaryMax: job.salaryMax,
  applyUrl: job.applyUrl,
  skills: job.skills.length,
  locationText: job.locationText,
})

const companyOf = (key: string) => key.slice(0, key.indexOf('|'))

/**
 * One listing per job. A posting new to this source that repeats an active job (the same normalised company
 * and title or the same apply URL on another source, or the same company with a near-identical description on
 * any source, this one included: a repost under a new id) is one listing with it, and the more complete of the
 * two is kept (`keptListing`: an employer's own post always wins). When the stored job is kept, the posting is
 * dropped and its board and link are added to the job's `also_listed_on`. When the posting is fuller (or is this
 * board's repost of the job under a new id, the old id gone), it takes the stored job over (`takeovers`): the job
 * keeps its row (address, age, saves) with the posting's content and id, and another board's listing goes to
 * `also_listed_on`. Postings of one fetch that repeat each other keep one.
 */
async function mergeNearDuplicates(
  db: PoolClient,
  source: JobProviderId,
  jobs: NormalisedJob[],
  { bySourceId, seenIds, keys, skipped }: { bySourceId: Map<string, ExistingJob>; seenIds: Set<string>; keys: Map<string, string>; skipped: Skipped[] },
): Promise<{ jobs: NormalisedJob[]; takeovers: Takeover[] }> {
  const fresh = jobs.filter((j) => !bySourceId.has(j.externalId))
  if (!fresh.length) return { jobs, takeovers: [] }
  const params = new SqlParams()
  const companies = [...new Set(fresh.map((j) => companyOf(keys.get(j.externalId)!)))]
  const { rows: existing } = await db.query<Candidate>(
    `SELECT id, source::text AS source, external_id, title, description, dedupe_key, apply_url, salary_min::float AS salary_min,
       salary_max::float AS salary_max, location_text,
       (SELECT count(*)::int FROM jobs_rels r WHERE r.parent_id = jobs.id AND r.path = 'skills') AS skills
     FROM jobs
     WHERE status = 'active'
       AND (split_part(dedupe_key, '|', 1) = ANY(${params.add(companies)}::text[])
         OR (source <> ${params.add(source)} AND apply_url = ANY(${params.add(fresh.map((j) => j.applyUrl).filter(Boolean))}::text[])))`,
    params.values,
  )
  const byKey = new Map(existing.filter((r) => r.source !== source && r.dedupe_key).map((r) => [r.dedupe_key!, r]))
  const byUrl = new Map(existing.filter((r) => r.source !== source && r.apply_url).map((r) => [normaliseUrl(r.apply_url), r]))
  const groups = nearDuplicateGroups([
    ...existing.map((r) => ({ id: `job:${r.id}`, companyKey: companyOf(r.dedupe_key ?? ''), title: r.title, description: r.description })),
    ...fresh.map((j) => ({ id: `new:${j.externalId}`, companyKey: companyOf(keys.get(j.externalId)!), title: j.title, description: j.description })),
  ])
  const groupOf = new Map(groups.flatMap((group) => group.map((id) => [id, group] as const)))
  const existingById = new Map(existing.map((r) => [`job:${r.id}`, r]))
  const merged = new Map<number, OtherListing[]>()
  const takeovers: Takeover[] = []
  const drop = new Set<string>()
  // One posting per group of this fetch's own repeats: the first.
  const fetchGroupsKept = new Set<string>()
  for (const j of fresh) {
    const group = groupOf.get(`new:${j.externalId}`)
    const kept =
      byKey.get(keys.get(j.externalId)!) ??
      (j.applyUrl ? byUrl.get(normaliseUrl(j.applyUrl)) : undefined) ??
      group?.map((id) => existingById.get(id)).find((row) => row !== undefined)
    const takesOver =
      kept !== undefined &&
      !takeovers.some((t) => t.id === kept.id) &&
      (kept.source === source
        ? // This board reposting the job under a new id (the old one gone from the fetch): the job follows the new id.
          !seenIds.has(kept.external_id)
        : keptListing([storedListing(kept), freshListing(j, source)]).id === `new:${j.externalId}`)
    if (takesOver) {
      drop.add(j.externalId)
      takeovers.push({ id: kept!.id, job: j, previous: { source: kept!.source, url: kept!.apply_url } })
    } else if (kept) {
      drop.add(j.externalId)
      merged.set(kept.id, [...(merged.get(kept.id) ?? []), { source, url: j.applyUrl }])
      skipped.push({ externalId: j.externalId, reason: `duplicate of an active ${kept.source} job (merged into it)` })
    } else if (group && fetchGroupsKept.has(group[0]!)) {
      drop.add(j.externalId)
      skipped.push({ externalId: j.externalId, reason: 'repeats another posting of this fetch' })
    } else if (group) fetchGroupsKept.add(group[0]!)
  }
  for (const [id, listings] of merged) {
    // The same board listing the job again under a new id is a repost: the job keeps its first date.
    await db.query(
      `UPDATE jobs SET also_listed_on = (
         SELECT jsonb_agg(DISTINCT entry) FROM jsonb_array_elements(coalesce(also_listed_on, '[]'::jsonb) || $2::jsonb) AS entry
       ), reposted = reposted OR source::text = $3 WHERE id = $1`,
      [id, JSON.stringify(listings), source],
    )
  }
  return { jobs: jobs.filter((j) => !drop.has(j.externalId)), takeovers }
}

/**
 * Re-keys each taken-over job to this source's posting (the content follows in `updateJobs`), keeping the
 * listing it had as an "also listed on" entry; an entry for this very board is dropped, the job now is it.
 * Another board's later date is not a repost (`source_posted_at` starts at the newer of the two); the job's own
 * board listing it under a new id is.
 */
async function takeOverListings(db: PoolClient, source: JobProviderId, takeovers: Takeover[]): Promise<void> {
  for (const { id, job, previous } of takeovers) {
    await db.query(
      `UPDATE jobs SET source = $2::enum_jobs_source, external_id = $3, also_listed_on = (
         SELECT jsonb_agg(DISTINCT entry) FROM jsonb_array_elements(coalesce(also_listed_on, '[]'::jsonb) || $4::jsonb) AS entry
         WHERE entry->>'source' <> $2::text
       ), source_posted_at = GREATEST(coalesce(source_posted_at, posted_at), $5::timestamptz), reposted = reposted OR source = $2::enum_jobs_source
       WHERE id = $1`,
      [id, source, job.externalId, JSON.stringify([previous]), job.postedAt],
    )
  }
}

/** New postings are inserted; changed ones, or ones that had expired, are updated; the rest are left alone. */
function classify(jobs: NormalisedJob[], hashes: Map<string, string>, bySourceId: Map<string, ExistingJob>) {
  const toInsert: NormalisedJob[] = []
  const toUpdate: { job: NormalisedJob; id: number; hash: string }[] = []
  let unchanged = 0
  for (const job of jobs) {
    const hash = hashes.get(job.externalId)!
    const row = bySourceId.get(job.externalId)
    if (!row) toInsert.push(job)
    else if (!isSettled(row, hash)) toUpdate.push({ job, id: row.id, hash })
    else unchanged++
  }
  return { toInsert, toUpdate, unchanged }
}

/**
 * Resolves the taxonomy of the jobs about to be written (creating missing companies and skills; a line
 * that names no known location gets none) and gives the function that turns a job into its row.
 */
async function ensureTaxonomy(db: PoolClient, changed: NormalisedJob[], keys: Map<string, string>, newCompanyIds: number[]) {
  const [locations, categories] = await Promise.all([
    db.query<IdRow>('SELECT id, slug FROM locations'),
    db.query<IdRow>('SELECT id, slug FROM categories'),
  ])
  const locationIds = new Map(locations.rows.map((r) => [r.slug, r.id]))
  const categoryIds = new Map(categories.rows.map((r) => [r.slug, r.id]))
  const skillRows = new Map<string, { name: string }>()
  for (const j of changed) {
    for (const s of j.skills) if (!skillRows.has(slugify(s))) skillRows.set(slugify(s), { name: s })
  }
  const companyIdOf = await matchCompanies(db, changed.map((j) => j.company), newCompanyIds)
  const skillIds = await ensureSkills(db, skillRows)
  const rates = await latestRates(db)
  return (job: NormalisedJob, hash: string): Prepared => {
    const fields = normaliseJob(job)
    return {
    job,
    fields,
    salary: salaryAtRates(job, rates),
    signals: scamSignals({ description: fields.description, applyUrl: job.applyUrl }),
    hash,
    key: keys.get(job.externalId)!,
    companyId: companyIdOf(job.company),
    categoryId: (job.categorySlug && categoryIds.get(job.categorySlug)) || null,
    locationId: (job.locationSlug && locationIds.get(job.locationSlug)) || null,
    skillIds: [...new Set(job.skills.map((s) => skillIds.get(slugify(s))).filter((id): id is number => typeof id === 'number'))],
    }
  }
}

/** A posting's salary at `rates`: from its amounts as posted, or as the client gave it when it has none. */
function salaryAtRates(job: NormalisedJob, rates: ExchangeRates): StoredSalary {
  if (job.salaryPostedMin === null && job.salaryPostedMax === null) {
    return { salaryMin: job.salaryMin, salaryMax: job.salaryMax, salaryPostedMin: null, salaryPostedMax: null, salaryCurrency: job.salaryCurrency, salaryPeriod: job.salaryPeriod }
  }
  return annualUsd(job.salaryPostedMin, job.salaryPostedMax, job.salaryCurrency, job.salaryPeriod, rates)
}

/** Inserts new postings as active jobs; a row that conflicts with an existing slug or id is skipped. */
async function insertJobs(db: PoolClient, source: JobProviderId, rows: Prepared[]): Promise<{ created: number; skipped: Skipped[]; links: SkillLinks[] }> {
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
       SELECT ${insertColumns.map(valueOf).join(', ')}, ${sourceValue}::enum_jobs_source,
         (CASE WHEN v.signals IS NULL THEN 'active' ELSE 'held' END)::enum_jobs_status, v.signals::jsonb, false,
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
async function updateJobs(db: PoolClient, rows: { id: number; row: Prepared }[]): Promise<SkillLinks[]> {
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
           WHEN v.signals IS NOT NULL AND jobs.held_for IS NULL THEN 'held'
           WHEN jobs.status = 'held' OR ${LINK_EXPIRED} THEN jobs.status::text
           ELSE 'active' END)::enum_jobs_status,
         held_for = CASE WHEN v.signals IS NOT NULL AND jobs.held_for IS NULL THEN v.signals::jsonb ELSE jobs.held_for END,
         posted_at = LEAST(jobs.posted_at, v.provider_posted_at),
         source_posted_at = v.provider_posted_at,
         reposted = jobs.reposted OR (jobs.status = 'expired' AND NOT ${LINK_EXPIRED})
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
async function relinkSkills(db: PoolClient, links: SkillLinks[]): Promise<void> {
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

/**
 * Soft-expires what this successful fetch no longer returns. Only jobs this pipeline ingested (they
 * carry a content hash) are expired: demo or hand-made jobs are left alone.
 */
async function expireUnseen(db: PoolClient, bySourceId: Map<string, ExistingJob>, seenIds: Set<string>, rekeyed: Set<number>): Promise<number> {
  const gone = [...bySourceId.values()].filter((r) => r.status === 'active' && r.content_hash !== null && !seenIds.has(r.external_id) && !rekeyed.has(r.id)).map((r) => r.id)
  return (await expireJobs(db, gone, ['active'])).length
}
