import type { PoolClient } from 'pg'
import type { Payload } from 'payload'
import { normaliseJob } from '@cms/domain/jobs/normaliseJob'
import { slugify } from '@cms/contract/slugify'
import { poolOf, withTransaction } from '@cms/lib/sql'
import { JOB_STATUS } from '@cms/lib/db/names'
import { SqlParams } from '@cms/lib/sqlBuilder'
import type { JobProviderId } from '@cms/contract/providers'
import { keptListing, nearDuplicateGroups, type Listing } from '@cms/domain/trust/nearDuplicates'
import { scamSignals } from '@cms/domain/trust/scamSignals'
import { annualUsd, type ExchangeRates, type StoredSalary } from '@cms/contract/salary'
import { latestRates } from '@cms/domain/salaries/ratesStore'
import { matchCompanies } from '@cms/domain/companies/matchCompanies'
import { expireJobs } from '@cms/domain/jobs/jobStore'
import { dedupeKey, normaliseUrl, type NormalisedJob } from './normalise'
import { addOtherListings, ensureSkills, insertJobs, relinkSkills, takeOverListings, updateJobs, type IdRow, type OtherListing, type Prepared, type Skipped, type Takeover } from './ingestStore'

export interface UpsertResult {
  created: number
  updated: number
  unchanged: number
  expired: number
  skipped: Skipped[]
  /** Companies this run created (for the logo lookup). */
  newCompanyIds: number[]
}

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
     WHERE status = ${JOB_STATUS.active}
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
  await addOtherListings(db, source, merged)
  return { jobs: jobs.filter((j) => !drop.has(j.externalId)), takeovers }
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

/**
 * Soft-expires what this successful fetch no longer returns. Only jobs this pipeline ingested (they
 * carry a content hash) are expired: demo or hand-made jobs are left alone.
 */
async function expireUnseen(db: PoolClient, bySourceId: Map<string, ExistingJob>, seenIds: Set<string>, rekeyed: Set<number>): Promise<number> {
  const gone = [...bySourceId.values()].filter((r) => r.status === 'active' && r.content_hash !== null && !seenIds.has(r.external_id) && !rekeyed.has(r.id)).map((r) => r.id)
  return (await expireJobs(db, gone, ['active'])).length
}
