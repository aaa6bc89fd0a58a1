import { createHash } from 'node:crypto'
import type { PoolClient } from 'pg'
import type { Payload } from 'payload'
import { parseUtcOffset } from '@collections/Jobs/parseUtcOffset'
import { slugify } from '@cms/contract/slugify'
import { poolOf } from '@cms/lib/sql'
import type { JobProviderId } from '@cms/contract/providers'
import { dedupeKey, normaliseUrl, type NormalisedJob } from './normalise'

export interface UpsertResult {
  created: number
  updated: number
  unchanged: number
  expired: number
  skipped: { externalId: string; reason: string }[]
  /** Companies this run created (for the logo lookup). */
  newCompanyIds: number[]
}

const CHUNK = 1000

const shortHash = (value: string) => createHash('sha1').update(value).digest('hex').slice(0, 8)

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
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
  const found = await db.query<{ id: number; slug: string }>(`SELECT id, slug FROM ${table} WHERE slug = ANY($1::text[])`, [slugs])
  for (const r of found.rows) ids.set(r.slug, r.id)
  const missing = slugs.filter((s) => !ids.has(s))
  for (const part of chunks(missing)) {
    const names = part.map((s) => rows.get(s)!.name)
    const inserted =
      table === 'companies'
        ? await db.query<{ id: number; slug: string }>(
            `INSERT INTO companies (name, slug, website, logo)
             SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
             ON CONFLICT (slug) DO NOTHING RETURNING id, slug`,
            [names, part, part.map((s) => rows.get(s)!.website ?? null), part.map((s) => rows.get(s)!.logo ?? null)],
          )
        : await db.query<{ id: number; slug: string }>(
            `INSERT INTO skills (name, slug) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (slug) DO NOTHING RETURNING id, slug`,
            [names, part],
          )
    for (const r of inserted.rows) {
      ids.set(r.slug, r.id)
      created.push(r.id)
    }
  }
  const stillMissing = slugs.filter((s) => !ids.has(s))
  if (stillMissing.length) {
    const again = await db.query<{ id: number; slug: string }>(`SELECT id, slug FROM ${table} WHERE slug = ANY($1::text[])`, [stillMissing])
    for (const r of again.rows) ids.set(r.slug, r.id)
  }
  return ids
}

const companySlug = (name: string) => slugify(name) || `company-${shortHash(name)}`

interface Prepared {
  job: NormalisedJob
  hash: string
  key: string
  companyId: number
  categoryId: number | null
  locationId: number | null
  skillIds: number[]
}

const JOB_COLUMNS = `title, description, posted_at, type, experience_level, salary_min, salary_max, salary_currency, salary_period,
  timezone, utc_offset, company_id, category_id, location_id, apply_url, content_hash, dedupe_key`

function columnArrays(rows: Prepared[]) {
  return [
    rows.map((r) => r.job.title),
    rows.map((r) => r.job.description),
    rows.map((r) => r.job.postedAt),
    rows.map((r) => r.job.type),
    rows.map((r) => r.job.experienceLevel),
    rows.map((r) => r.job.salaryMin),
    rows.map((r) => r.job.salaryMax),
    rows.map((r) => r.job.salaryCurrency),
    rows.map((r) => r.job.salaryPeriod),
    rows.map((r) => r.job.timezone),
    rows.map((r) => parseUtcOffset(r.job.timezone)),
    rows.map((r) => r.companyId),
    rows.map((r) => r.categoryId),
    rows.map((r) => r.locationId),
    rows.map((r) => r.job.applyUrl),
    rows.map((r) => r.hash),
    rows.map((r) => r.key),
  ]
}
const UNNEST = `unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::text[], $6::numeric[], $7::numeric[], $8::text[], $9::text[],
  $10::text[], $11::numeric[], $12::int[], $13::int[], $14::int[], $15::text[], $16::text[], $17::text[])`
const V = `v(title, description, posted_at, type, experience_level, salary_min, salary_max, salary_currency, salary_period,
  timezone, utc_offset, company_id, category_id, location_id, apply_url, content_hash, dedupe_key`

/**
 * De-duplicate, upsert and expire one source's jobs in a single transaction:
 * - unchanged postings (same content hash, still active) are not written at all;
 * - a posting new to this source that matches an active job of another source (same normalised company
 *   and title, or the same apply URL) is skipped as a duplicate;
 * - active jobs of this source whose externalId is not in `seenIds` are marked expired.
 */
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

export async function upsertJobs(
  payload: Payload,
  source: JobProviderId,
  entries: { job: NormalisedJob; hash: string }[],
  seenIds: Set<string>,
  bySourceId: Map<string, ExistingJob>,
): Promise<UpsertResult> {
  const db = await poolOf(payload).connect()
  const result: UpsertResult = { created: 0, updated: 0, unchanged: 0, expired: 0, skipped: [], newCompanyIds: [] }
  const hashes = new Map(entries.map((e) => [e.job.externalId, e.hash]))
  let jobs = entries.map((e) => e.job)
  try {
    await db.query('BEGIN')

    // Cross-source duplicates, checked only for postings new to this source.
    const fresh = jobs.filter((j) => !bySourceId.has(j.externalId))
    const keys = new Map(jobs.map((j) => [j.externalId, dedupeKey(j.company.name, j.title)]))
    if (fresh.length) {
      const dupes = await db.query<{ dedupe_key: string | null; apply_url: string | null; source: string }>(
        `SELECT dedupe_key, apply_url, source FROM jobs
         WHERE source <> $1 AND status = 'active' AND (dedupe_key = ANY($2::text[]) OR apply_url = ANY($3::text[]))`,
        [source, fresh.map((j) => keys.get(j.externalId)!), fresh.map((j) => j.applyUrl).filter(Boolean)],
      )
      if (dupes.rows.length) {
        const byKey = new Map(dupes.rows.filter((r) => r.dedupe_key).map((r) => [r.dedupe_key!, r.source]))
        const byUrl = new Map(dupes.rows.filter((r) => r.apply_url).map((r) => [normaliseUrl(r.apply_url), r.source]))
        const drop = new Set<string>()
        for (const j of fresh) {
          const other = byKey.get(keys.get(j.externalId)!) ?? (j.applyUrl ? byUrl.get(normaliseUrl(j.applyUrl)) : undefined)
          if (other) {
            drop.add(j.externalId)
            result.skipped.push({ externalId: j.externalId, reason: `duplicate of an active ${other} job` })
          }
        }
        jobs = jobs.filter((j) => !drop.has(j.externalId))
      }
    }

    // Classify before touching the taxonomy, so an unchanged re-run reads and writes almost nothing.
    const toInsert: NormalisedJob[] = []
    const toUpdate: { job: NormalisedJob; id: number; hash: string }[] = []
    for (const job of jobs) {
      const hash = hashes.get(job.externalId)!
      const row = bySourceId.get(job.externalId)
      if (!row) toInsert.push(job)
      else if (row.content_hash !== hash || row.status !== 'active') toUpdate.push({ job, id: row.id, hash })
      else result.unchanged++
    }

    if (toInsert.length || toUpdate.length) {
      const changed = [...toInsert, ...toUpdate.map((u) => u.job)]
      const [locations, categories] = await Promise.all([
        db.query<{ id: number; slug: string }>('SELECT id, slug FROM locations'),
        db.query<{ id: number; slug: string }>('SELECT id, slug FROM categories'),
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
      const companyIds = await ensureBySlug(db, 'companies', companyRows, result.newCompanyIds)
      const skillIds = await ensureBySlug(db, 'skills', skillRows)
      const prepare = (job: NormalisedJob, hash: string): Prepared => ({
        job,
        hash,
        key: keys.get(job.externalId)!,
        companyId: companyIds.get(companySlug(job.company.name))!,
        categoryId: (job.categorySlug && categoryIds.get(job.categorySlug)) || null,
        locationId: locationIds.get(job.locationSlug) ?? locationIds.get('worldwide') ?? null,
        skillIds: [...new Set(job.skills.map((s) => skillIds.get(slugify(s))).filter((id): id is number => typeof id === 'number'))],
      })

      const relRows: { parent: number; skills: number[] }[] = []
      for (const part of chunks(toInsert)) {
        const rows = part.map((j) => prepare(j, hashes.get(j.externalId)!))
        const slugs = rows.map((r) => `${slugify(`${r.job.title} ${r.job.company.name}`).slice(0, 80) || 'job'}-${source}-${shortHash(r.job.externalId)}`)
        const inserted = await db.query<{ id: number; external_id: string }>(
          `INSERT INTO jobs (${JOB_COLUMNS}, slug, source, external_id, status, featured)
           SELECT v.title, v.description, v.posted_at, v.type::enum_jobs_type, v.experience_level::enum_jobs_experience_level,
             v.salary_min, v.salary_max, v.salary_currency, v.salary_period::enum_jobs_salary_period, v.timezone, v.utc_offset,
             v.company_id, v.category_id, v.location_id, v.apply_url, v.content_hash, v.dedupe_key,
             v.slug, $18::enum_jobs_source, v.external_id, 'active', false
           FROM ${UNNEST.slice(0, -1)}, $19::text[], $20::text[]) AS ${V}, slug, external_id)
           ON CONFLICT DO NOTHING RETURNING id, external_id`,
          [...columnArrays(rows), source, slugs, rows.map((r) => r.job.externalId)],
        )
        result.created += inserted.rows.length
        const byId = new Map(rows.map((r) => [r.job.externalId, r]))
        for (const r of inserted.rows) relRows.push({ parent: r.id, skills: byId.get(r.external_id)!.skillIds })
        if (inserted.rows.length < rows.length) {
          const done = new Set(inserted.rows.map((r) => r.external_id))
          for (const r of rows) if (!done.has(r.job.externalId)) result.skipped.push({ externalId: r.job.externalId, reason: 'conflicts with an existing job (slug or id)' })
        }
      }
      for (const part of chunks(toUpdate)) {
        const rows = part.map((u) => prepare(u.job, u.hash))
        await db.query(
          `UPDATE jobs SET title = v.title, description = v.description, posted_at = v.posted_at, type = v.type::enum_jobs_type,
             experience_level = v.experience_level::enum_jobs_experience_level, salary_min = v.salary_min, salary_max = v.salary_max,
             salary_currency = v.salary_currency, salary_period = v.salary_period::enum_jobs_salary_period, timezone = v.timezone,
             utc_offset = v.utc_offset, company_id = v.company_id, category_id = v.category_id, location_id = v.location_id,
             apply_url = v.apply_url, content_hash = v.content_hash, dedupe_key = v.dedupe_key, status = 'active', updated_at = now()
           FROM ${UNNEST.slice(0, -1)}, $18::int[]) AS ${V}, id)
           WHERE jobs.id = v.id`,
          [...columnArrays(rows), part.map((u) => u.id)],
        )
        result.updated += part.length
        part.forEach((u, i) => relRows.push({ parent: u.id, skills: rows[i]!.skillIds }))
      }
      for (const part of chunks(relRows)) {
        await db.query(`DELETE FROM jobs_rels WHERE path = 'skills' AND parent_id = ANY($1::int[])`, [part.map((r) => r.parent)])
        const parents: number[] = []
        const skills: number[] = []
        const order: number[] = []
        for (const r of part) r.skills.forEach((s, i) => (parents.push(r.parent), skills.push(s), order.push(i + 1)))
        if (parents.length) {
          await db.query(
            `INSERT INTO jobs_rels ("order", parent_id, path, skills_id) SELECT o, p, 'skills', s FROM unnest($1::int[], $2::int[], $3::int[]) AS t(o, p, s)`,
            [order, parents, skills],
          )
        }
      }
    }

    // Soft-expire what this successful fetch no longer returns.
    // Only jobs this pipeline ingested (they carry a content hash): demo or hand-made jobs are left alone.
    const gone = [...bySourceId.values()].filter((r) => r.status === 'active' && r.content_hash !== null && !seenIds.has(r.external_id)).map((r) => r.id)
    for (const part of chunks(gone, 5000)) {
      await db.query(`UPDATE jobs SET status = 'expired', updated_at = now() WHERE id = ANY($1::int[])`, [part])
    }
    result.expired = gone.length
    await db.query('COMMIT')
    return result
  } catch (error) {
    await db.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    db.release()
  }
}
