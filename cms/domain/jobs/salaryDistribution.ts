import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { SalaryDistributionResponse, SalarySubject } from '@cms/contract/salaryDistribution'
import { keywordSearchParams } from '@cms/contract/keywordSearch'
import { createSharedCache } from '@cms/lib/cache/sharedCache'
import { readPoolOf } from '@cms/lib/sql'
import { SqlParams } from '@cms/lib/sqlBuilder'
import { Failure } from '@cms/domain/failure'
import { summariseSalaries } from '@cms/domain/salaries/distribution'
import { ratesToShow } from '@cms/domain/salaries/ratesStore'
import { landingCountries } from './countryLanding'
import { parseJobQuery } from './params'
import { resolveTaxonomy } from './searchJobs'
import { searchClauses } from './sql'

/**
 * A job's one figure: the middle of its annual USD range, or the end it states. Annual USD is kept at the newest
 * stored ECB rates by the write paths and every rates refresh (cms/domain/salaries), whatever currency and period
 * the job was posted in.
 */
const JOB_FIGURE = '(coalesce(j.salary_min, j.salary_max) + coalesce(j.salary_max, j.salary_min)) / 2.0'

// Emptied with every job write like the other list caches (cms/lib/cache).
const distributionCache = createSharedCache<SalaryDistributionResponse>({ name: 'salaryDistributions', ttlMs: 10 * 60 * 1000, max: 2000 })

/** The page's whole list as the landing page lists it before the visitor filters it. */
async function subjectQuery(pool: Pool, { kind, slug }: SalarySubject) {
  if (kind === 'keyword') return parseJobQuery(new URLSearchParams(keywordSearchParams(slug)))
  if (kind === 'category') {
    const { rows } = await pool.query('SELECT 1 FROM categories WHERE slug = $1', [slug])
    if (!rows.length) throw new Failure('not-found', 'Category not found')
    return parseJobQuery(new URLSearchParams({ category: slug }))
  }
  const country = (await landingCountries(pool)).find((entry) => entry.slug === slug)
  if (!country) throw new Failure('not-found', 'No landing page for this country')
  return parseJobQuery(new URLSearchParams({ country: country.code }))
}

/**
 * GET /api/salary-distribution: the quartiles of what a landing page's live jobs pay a year, in USD; null when
 * fewer than SALARY_DISTRIBUTION_MIN_JOBS of them state a salary.
 */
export function salaryDistribution(payload: Payload, subject: SalarySubject): Promise<SalaryDistributionResponse> {
  const pool = readPoolOf(payload)
  const key = { ...subject, slug: subject.slug.toLowerCase() }
  return distributionCache.get(`${key.kind}:${key.slug}`, async () => {
    const resolved = await resolveTaxonomy(pool, await subjectQuery(pool, key))
    const params = new SqlParams()
    const { where } = searchClauses(resolved, params, { ranked: false })
    const [{ rows }, rates] = await Promise.all([
      pool.query<{ figure: string }>(`SELECT ${JOB_FIGURE} AS figure FROM jobs j WHERE ${where} AND coalesce(j.salary_max, j.salary_min) IS NOT NULL`, params.values),
      ratesToShow(pool),
    ])
    const summary = summariseSalaries(rows.map((row) => Number(row.figure)))
    return { distribution: summary && { ...summary, currency: 'USD', ratesDate: rates.date } }
  })
}
