import type { Pool } from 'pg'
import { SALARY_BUCKETS, TIMEZONE_BUCKETS, type SearchFacets } from '@cms/contract/jobs'
import { SqlParams, type SqlStatement } from '@cms/lib/sqlBuilder'
import { searchClauses, type ResolvedJobQuery } from './sql'

/** A CASE naming the bucket a job falls in (buckets do not overlap), or NULL for none. */
function bucketCase(expression: string, buckets: Record<string, { min: number; max: number }>, params: SqlParams, { inclusiveMax }: { inclusiveMax: boolean }) {
  const whens = Object.entries(buckets).map(([key, { min, max }]) => {
    const upper = inclusiveMax || max >= 1_000_000 ? '<=' : '<'
    return `WHEN ${expression} >= ${params.add(min)} AND ${expression} ${upper} ${params.add(max)} THEN ${params.add(key)}::text`
  })
  return `CASE ${whens.join(' ')} END`
}

/**
 * Counts per value of every filter of the panel for a request: each facet counts the jobs matching the text and
 * every other filter, ignoring its own (so choosing 'contract' still shows how many full-time jobs there are).
 * One statement, one branch per facet, each read through the same WHERE builder as the list.
 */
export function facetsSql(query: ResolvedJobQuery): SqlStatement {
  const params = new SqlParams()
  const where = (without: Partial<ResolvedJobQuery>) => searchClauses({ ...query, ...without }, params, { ranked: false }).where
  const salary = bucketCase('coalesce(j.salary_max, j.salary_min)', SALARY_BUCKETS, params, { inclusiveMax: false })
  const timezone = bucketCase('j.utc_offset', TIMEZONE_BUCKETS, params, { inclusiveMax: true })
  const branches = [
    `SELECT 'category' AS facet, cat.slug AS value, count(*)::int AS count FROM jobs j JOIN categories cat ON cat.id = j.category_id
       WHERE ${where({ categoryIds: null })} GROUP BY cat.slug`,
    `SELECT 'location', l.slug, count(*)::int FROM jobs j JOIN locations l ON l.id = j.location_id WHERE ${where({ locationIds: null })} GROUP BY l.slug`,
    `SELECT 'type', j.type::text, count(*)::int FROM jobs j WHERE ${where({ types: [] })} GROUP BY j.type`,
    `SELECT 'experience', j.experience_level::text, count(*)::int FROM jobs j WHERE ${where({ experience: [] })} GROUP BY j.experience_level`,
    `SELECT 'salary', b.value, count(*)::int FROM jobs j CROSS JOIN LATERAL (SELECT ${salary} AS value) b
       WHERE ${where({ salary: [] })} AND b.value IS NOT NULL GROUP BY b.value`,
    `SELECT 'timezone', b.value, count(*)::int FROM jobs j CROSS JOIN LATERAL (SELECT ${timezone} AS value) b
       WHERE ${where({ timezone: [] })} AND b.value IS NOT NULL GROUP BY b.value`,
  ]
  return { text: branches.join('\nUNION ALL\n'), values: params.values }
}

/** The facet counts of a request, each list busiest first. */
export async function facetCounts(pool: Pool, query: ResolvedJobQuery): Promise<SearchFacets> {
  const statement = facetsSql(query)
  const { rows } = await pool.query<{ facet: keyof SearchFacets; value: string; count: number }>(statement.text, statement.values)
  const facets: SearchFacets = { category: [], location: [], type: [], experience: [], salary: [], timezone: [] }
  for (const row of rows) facets[row.facet].push({ value: row.value, count: row.count })
  for (const values of Object.values(facets)) values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
  return facets
}
