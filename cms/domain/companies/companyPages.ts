import type { Payload } from 'payload'
import type { Pool } from 'pg'
import {
  COMPANY_GONE_DAYS,
  COMPANY_PAGE_SIZE,
  type CompanyListResponse,
  type CompanyPageResponse,
  type CompanyProfile,
  type CompanySize,
} from '@cms/contract/companies'
import { Failure } from '@cms/domain/failure'
import { searchJobs } from '@cms/domain/jobs/searchJobs'
import type { JobQuery } from '@cms/domain/jobs/params'
import { readPoolOf } from '@cms/lib/sql'
import { companyInsights } from './companyInsights'
import { JOB_STATUS } from '@cms/lib/db/names'

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/

/** `%`, `_` and `\` in a visitor's text match themselves, not any character. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The companies with live jobs, most live jobs first, then by name; `q` keeps those whose name holds it (any case,
 * accents too). The name test is written as the trigram index `companies_name_trgm_idx` states it, so a rare text
 * is found through that index and its companies' jobs through theirs; a common one is tested on the companies the
 * live jobs' own index has grouped. PostgreSQL picks by its estimates.
 */
const LIST_SQL = `
  WITH counted AS (
    SELECT c.id, c.name, c.slug, c.logo, count(*)::int AS live_jobs
    FROM jobs j JOIN companies c ON c.id = j.company_id
    WHERE j.status = ${JOB_STATUS.active} AND c.slug IS NOT NULL AND ($1::text IS NULL OR public.job_unaccent(c.name) ILIKE public.job_unaccent($1::text))
    GROUP BY c.id
  )
  SELECT name, slug, logo, live_jobs, count(*) OVER ()::int AS total FROM counted
  ORDER BY live_jobs DESC, lower(name), id LIMIT $2 OFFSET $3`

/** GET /api/companies: one page of the companies with live jobs. */
export async function listCompanies(pool: Pool, { q, page = 1 }: { q?: string; page?: number }): Promise<CompanyListResponse> {
  const text = q?.trim().replace(/\s+/g, ' ') || null
  const { rows } = await pool.query<{ name: string; slug: string; logo: string | null; live_jobs: number; total: number }>(LIST_SQL, [
    text && likePattern(text),
    COMPANY_PAGE_SIZE,
    (page - 1) * COMPANY_PAGE_SIZE,
  ])
  // Past the last page the window has no row to count with: count again so the pagination still says how many there are.
  const total = rows[0]?.total ?? (page > 1 ? (await listCompanies(pool, { q, page: 1 })).pagination.total : 0)
  return {
    companies: rows.map((row) => ({ name: row.name, slug: row.slug, logo: row.logo || null, liveJobs: row.live_jobs })),
    pagination: { total, totalPages: Math.ceil(total / COMPANY_PAGE_SIZE), page, limit: COMPANY_PAGE_SIZE },
  }
}

interface CompanyRow {
  id: number
  name: string
  slug: string
  website: string | null
  logo: string | null
  description: string | null
  size: CompanySize | null
  founded: string | number | null
  headquarters: string | null
  links_linkedin: string | null
  links_x: string | null
  /** Jobs ever stored, live ones, and when the last job that is not live was last written (taken down, as a rule). */
  all_jobs: number
  live_jobs: number
  gone_for_days: number | null
}

const COMPANY_SQL = `
  SELECT c.id, c.name, c.slug, c.website, c.logo, c.description, c.size::text AS size, c.founded, c.headquarters::text AS headquarters,
    c.links_linkedin, c.links_x,
    (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id) AS all_jobs,
    (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id AND j.status = ${JOB_STATUS.active}) AS live_jobs,
    (SELECT extract(epoch FROM now() - max(j.updated_at)) / 86400 FROM jobs j WHERE j.company_id = c.id) AS gone_for_days
  FROM companies c WHERE c.slug = $1`

const profileOf = (row: CompanyRow): CompanyProfile => ({
  name: row.name,
  slug: row.slug,
  website: row.website || null,
  logo: row.logo || null,
  description: row.description?.trim() || null,
  size: row.size,
  founded: row.founded === null ? null : Number(row.founded),
  headquarters: row.headquarters,
  links: { linkedin: row.links_linkedin || null, x: row.links_x || null },
})

/**
 * GET /api/companies/{slug}: a company that has or had jobs here, what its jobs tell, and one page of its live
 * jobs with the list's filters. Unknown, or never with a job: not found. No live job for COMPANY_GONE_DAYS
 * (counted from its jobs' last change): gone. Fewer days: served, but not indexable.
 */
export async function companyPage(payload: Payload, slug: string, query: JobQuery): Promise<CompanyPageResponse> {
  const key = slug.toLowerCase()
  const pool = readPoolOf(payload)
  const row = SLUG.test(key) ? (await pool.query<CompanyRow>(COMPANY_SQL, [key])).rows[0] : undefined
  if (!row || row.all_jobs === 0) throw new Failure('not-found', 'Company not found')
  if (row.live_jobs === 0 && Number(row.gone_for_days) >= COMPANY_GONE_DAYS) throw new Failure('gone', 'This company has had no open jobs here for a long time')
  // The page lists this company's jobs: the text box is not part of it, so a `q` in the address is left out.
  const [insights, list] = await Promise.all([companyInsights(pool, row.id), searchJobs(payload, { ...query, q: '', companyId: row.id })])
  return { company: profileOf(row), insights, indexable: row.live_jobs > 0, count: list.pagination.total, ...list }
}
