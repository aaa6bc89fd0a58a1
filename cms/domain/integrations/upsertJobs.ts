import { createHash } from 'node:crypto'
import type { PoolClient } from 'pg'
import type { Payload } from 'payload'
import { jobSlug, normaliseJob, type NormalisedJobFields } from '@collections/Jobs/normaliseJob'
import { slugify } from '@cms/contract/slugify'
import { poolOf, withTransaction } from '@cms/lib/sql'
import { SqlParams, unnestRows, type UnnestColumn } from '@cms/lib/sqlBuilder'
import type { JobProviderId } from '@cms/contract/providers'
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

const shortHash = (value: string) => createHash('sha1').update(value).digest('hex').slice(0, 8)

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

type IdRow = { id: number; slug: string }

async function idsBySlug(db: PoolClient, table: 'companies' | 'skills', slugs: string[]): Promise<IdRow[]> {
  const params = new SqlParams()
  return (await db.query<IdRow>(`SELECT id, slug FROM ${table} WHERE slug = ANY(${params.add(slugs)}::text[])`, params.values)).rows
}

type NamedRow = { slug: string; name: string; website?: string | null; logo?: string | null }

/** The columns each table gets for a new row; the rest keep their defaults. */
const NEW_ROW_COLUMNS: Record<'companies' | 'skills', UnnestColumn<NamedRow>[]> = {
  companies: [
    { name: 'name', type: 'text', value: (r) => r.name },
    { name: 'slug', type: 'text', value: (r) => r.slug },
    { name: 'website', type: 'text', value: (r) => r.website ?? null },
    { name: 'logo', type: 'text', value: (r) => r.logo ?? null },
  ],
  skills: [
    { name: 'name', type: 'text', value: (r) => r.name },
    { name: 'slug', type: 'text', value: (r) => r.slug },
  ],
}

/** Ids by slug for names, creating the missing rows (companies or skills). */
async function ensureBySlug(
  db: PoolClient,
  table: 'companies' | 'skills',
  rows: Map<string, { name: string; website?: string | null; logo?: string | null }>,
  created: number[] = [],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const slugs = [...rows.keys()]
  if (!slugs.length) return ids
  for (const r of await idsBySlug(db, table, slugs)) ids.set(r.slug, r.id)
  const missing = slugs.filter((s) => !ids.has(s))
  const columns = NEW_ROW_COLUMNS[table]
  for (const part of chunks(missing)) {
    const params = new SqlParams()
    const from = unnestRows(params, part.map((slug) => ({ ...rows.get(slug)!, slug })), columns)
    const names = columns.map((c) => c.name).join(', ')
    const inserted = await db.query<IdRow>(
      `INSERT INTO ${table} (${names}) SELECT ${names} FROM ${from} ON CONFLICT (slug) DO NOTHING RETURNING id, slug`,
      params.values,
    )
    for (const r of inserted.rows) {
      ids.set(r.slug, r.id)
      created.push(r.id)
    }
  }
  // Rows another writer created meanwhile (ON CONFLICT skipped them) are read back.
  const stillMissing = slugs.filter((s) => !ids.has(s))
  if (stillMissing.length) for (const r of await idsBySlug(db, table, stillMissing)) ids.set(r.slug, r.id)
  return ids
}

const companySlug = (name: string) => slugify(name) || `company-${shortHash(name)}`

interface Prepared {
  job: NormalisedJob
  /** The Jobs collection's derived and cleaned fields (description, UTC offset, eligibility), computed by its own rules. */
  fields: NormalisedJobFields
  hash: string
  key: string
  companyId: number
  categoryId: number | null
  locationId: number | null
  skillIds: number[]
}

/** A job column written by ingestion: `cast` turns the text array's value into the column's enum or jsonb type. */
type JobColumn = UnnestColumn<Prepared> & { cast?: string }

/** The columns ingestion writes on insert and on update (in both, from the relation `v`). */
const JOB_COLUMNS: JobColumn[] = [
  { name: 'title', type: 'text', value: (r) => r.job.title },
  { name: 'description', type: 'text', value: (r) => r.fields.description },
  { name: 'posted_at', type: 'timestamptz', value: (r) => r.job.postedAt },
  { name: 'type', type: 'text', cast: 'enum_jobs_type', value: (r) => r.job.type },
  { name: 'experience_level', type: 'text', cast: 'enum_jobs_experience_level', value: (r) => r.job.experienceLevel },
  { name: 'salary_min', type: 'numeric', value: (r) => r.job.salaryMin },
  { name: 'salary_max', type: 'numeric', value: (r) => r.job.salaryMax },
  { name: 'salary_currency', type: 'text', value: (r) => r.job.salaryCurrency },
  { name: 'salary_period', type: 'text', cast: 'enum_jobs_salary_period', value: (r) => r.job.salaryPeriod },
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

/** `v.type::enum_jobs_type`: a column's value as read from the unnested rows. */
const valueOf = (column: JobColumn) => (column.cast ? `v.${column.name}::${column.cast}` : `v.${column.name}`)

export interface ExistingJob {
  id: number
  external_id: string
  content_hash: string | null
  status: string
}

/** This source's jobs by externalId (one indexed read; the pipeline uses it to skip unchanged postings). */
export async function loadExisting(payload: Payload, source: JobProviderId): Promise<Map<string, ExistingJob>> {
  const { rows } = await poolOf(payload).query<ExistingJob>('SELECT id, external_id, content_hash, status FROM jobs WHERE source = $1', [source])
  return new Map(rows.map((r) => [r.external_id, r]))
}

/** The skills to link to each written job, replacing its old links. */
type SkillLinks = { parent: number; skills: number[] }

/**
 * De-duplicate, upsert and expire one source's jobs in a single transaction:
 * - unchanged postings (same content hash, still active) are not written at all;
 * - a posting new to this source that matches an active job of another source (same normalised company
 *   and title, or the same apply URL) is skipped as a duplicate;
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
    const jobs = await dropCrossSourceDuplicates(db, source, entries.map((e) => e.job), { bySourceId, keys, skipped: result.skipped })
    // Classify before touching the taxonomy, so an unchanged re-run reads and writes almost nothing.
    const { toInsert, toUpdate, unchanged } = classify(jobs, hashes, bySourceId)
    result.unchanged = unchanged
    if (toInsert.length || toUpdate.length) {
      const prepare = await ensureTaxonomy(db, [...toInsert, ...toUpdate.map((u) => u.job)], keys, result.newCompanyIds)
      const inserted = await insertJobs(db, source, toInsert.map((job) => prepare(job, hashes.get(job.externalId)!)))
      const updated = await updateJobs(db, toUpdate.map((u) => ({ id: u.id, row: prepare(u.job, u.hash) })))
      result.created = inserted.created
      result.skipped.push(...inserted.skipped)
      result.updated = toUpdate.length
      await relinkSkills(db, [...inserted.links, ...updated])
    }
    result.expired = await expireUnseen(db, bySourceId, seenIds)
    return result
  })
}

/**
 * Drops postings new to this source that repeat an active job of another source (same dedupe key, or
 * the same apply URL once normalised), recording each in `skipped`.
 */
async function dropCrossSourceDuplicates(
  db: PoolClient,
  source: JobProviderId,
  jobs: NormalisedJob[],
  { bySourceId, keys, skipped }: { bySourceId: Map<string, ExistingJob>; keys: Map<string, string>; skipped: Skipped[] },
): Promise<NormalisedJob[]> {
  const fresh = jobs.filter((j) => !bySourceId.has(j.externalId))
  if (!fresh.length) return jobs
  const params = new SqlParams()
  const dupes = await db.query<{ dedupe_key: string | null; apply_url: string | null; source: string }>(
    `SELECT dedupe_key, apply_url, source FROM jobs
     WHERE source <> ${params.add(source)} AND status = 'active'
       AND (dedupe_key = ANY(${params.add(fresh.map((j) => keys.get(j.externalId)!))}::text[])
         OR apply_url = ANY(${params.add(fresh.map((j) => j.applyUrl).filter(Boolean))}::text[]))`,
    params.values,
  )
  if (!dupes.rows.length) return jobs
  const byKey = new Map(dupes.rows.filter((r) => r.dedupe_key).map((r) => [r.dedupe_key!, r.source]))
  const byUrl = new Map(dupes.rows.filter((r) => r.apply_url).map((r) => [normaliseUrl(r.apply_url), r.source]))
  const drop = new Set<string>()
  for (const j of fresh) {
    const other = byKey.get(keys.get(j.externalId)!) ?? (j.applyUrl ? byUrl.get(normaliseUrl(j.applyUrl)) : undefined)
    if (other) {
      drop.add(j.externalId)
      skipped.push({ externalId: j.externalId, reason: `duplicate of an active ${other} job` })
    }
  }
  return jobs.filter((j) => !drop.has(j.externalId))
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
    else if (row.content_hash !== hash || row.status !== 'active') toUpdate.push({ job, id: row.id, hash })
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
  const companyRows = new Map<string, { name: string; website: string | null; logo: string | null }>()
  const skillRows = new Map<string, { name: string }>()
  for (const j of changed) {
    const slug = companySlug(j.company.name)
    if (!companyRows.has(slug)) companyRows.set(slug, j.company)
    for (const s of j.skills) if (!skillRows.has(slugify(s))) skillRows.set(slugify(s), { name: s })
  }
  const companyIds = await ensureBySlug(db, 'companies', companyRows, newCompanyIds)
  const skillIds = await ensureBySlug(db, 'skills', skillRows)
  return (job: NormalisedJob, hash: string): Prepared => ({
    job,
    fields: normaliseJob(job),
    hash,
    key: keys.get(job.externalId)!,
    companyId: companyIds.get(companySlug(job.company.name))!,
    categoryId: (job.categorySlug && categoryIds.get(job.categorySlug)) || null,
    locationId: (job.locationSlug && locationIds.get(job.locationSlug)) || null,
    skillIds: [...new Set(job.skills.map((s) => skillIds.get(slugify(s))).filter((id): id is number => typeof id === 'number'))],
  })
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
      `INSERT INTO jobs (${insertColumns.map((c) => c.name).join(', ')}, source, status, featured)
       SELECT ${insertColumns.map(valueOf).join(', ')}, ${sourceValue}::enum_jobs_source, 'active', false
       FROM ${unnestRows(params, part, insertColumns)}
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

/** Rewrites changed postings in place and makes them active again. */
async function updateJobs(db: PoolClient, rows: { id: number; row: Prepared }[]): Promise<SkillLinks[]> {
  const updateColumns: UnnestColumn<{ id: number; row: Prepared }>[] = [
    ...JOB_COLUMNS.map((c) => ({ ...c, value: (u: { row: Prepared }) => c.value(u.row) })),
    { name: 'id', type: 'int', value: (u) => u.id },
  ]
  for (const part of chunks(rows)) {
    const params = new SqlParams()
    await db.query(
      `UPDATE jobs SET ${JOB_COLUMNS.map((c) => `${c.name} = ${valueOf(c)}`).join(', ')}, status = 'active', updated_at = now()
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
async function expireUnseen(db: PoolClient, bySourceId: Map<string, ExistingJob>, seenIds: Set<string>): Promise<number> {
  const gone = [...bySourceId.values()].filter((r) => r.status === 'active' && r.content_hash !== null && !seenIds.has(r.external_id)).map((r) => r.id)
  for (const part of chunks(gone, 5000)) {
    await db.query(`UPDATE jobs SET status = 'expired', updated_at = now() WHERE id = ANY($1::int[])`, [part])
  }
  return gone.length
}
