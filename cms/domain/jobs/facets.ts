import type { Pool } from 'pg'
import { SALARY_BUCKETS, SALARY_NOT_GIVEN, TIMEZONE_BUCKETS, type SearchFacets } from '@cms/contract/jobs'
import { SqlParams, type SqlStatement } from '@cms/lib/sqlBuilder'
import { LOCATION_REACH_SQL } from './locationReach'
import { SALARY_FIGURE, searchConditions, type FacetFilter, type ResolvedJobQuery } from './sql'

/** A CASE naming the bucket a job falls in (buckets do not overlap), or NULL for none. */
function bucketCase(expression: string, buckets: Record<string, { min: number; max: number }>, params: SqlParams, { inclusiveMax }: { inclusiveMax: boolean }) {
  const whens = Object.entries(buckets).map(([key, { min, max }]) => {
    const upper = inclusiveMax || max >= 1_000_000 ? '<=' : '<'
    return `WHEN ${expression} >= ${params.add(min)} AND ${expression} ${upper} ${params.add(max)} THEN ${params.add(key)}::text`
  })
  return `CASE ${whens.join(' ')} END`
}

/** The columns the facet filters read (see searchConditions): all a candidate row needs to carry. */
const FACET_COLUMNS = 'j.category_id, j.location_id, j.type, j.experience_level, j.salary_min, j.salary_max, j.utc_offset'

/**
 * Counts per value of every filter of the panel for a request: each facet counts the jobs matching the text and
 * every other filter, ignoring its own (so choosing 'contract' still shows how many full-time jobs there are).
 * One statement. With text, one scan of the jobs: the candidates (active, matching the text and every filter
 * without a facet) are read once through the text index into a CTE, and each facet's branch filters and groups
 * them in memory. Without text the candidates would be every active job, so each branch reads the jobs through
 * the filter columns' own indexes instead.
 */
export function facetsSql(query: ResolvedJobQuery): SqlStatement {
  const params = new SqlParams()
  const { base, facets, text } = searchConditions(query, params)
  const source = text ? 'candidates j' : 'jobs j'
  const others = (own: FacetFilter) => {
    const conditions = Object.entries(facets).filter(([facet]) => facet !== own).map(([, condition]) => condition)
    const all = text ? conditions : [...base, ...conditions]
    return all.length ? all.join(' AND ') : 'true'
  }
  const salaryBucket = bucketCase(SALARY_FIGURE, SALARY_BUCKETS, params, { inclusiveMax: false })
  const salary = `CASE WHEN ${SALARY_FIGURE} IS NULL THEN ${params.add(SALARY_NOT_GIVEN.value)}::text ELSE ${salaryBucket} END`
  const timezone = bucketCase('j.utc_offset', TIMEZONE_BUCKETS, params, { inclusiveMax: true })
  const branches = [
    `SELECT 'category' AS facet, cat.slug AS value, count(*)::int AS count FROM ${source} JOIN categories cat ON cat.id = j.category_id
       WHERE ${others('category')} GROUP BY cat.slug`,
    // A location counts the jobs its filter lists: its own and those of the locations it holds.
    `SELECT 'location', l.slug, count(*)::int FROM ${source} JOIN ${LOCATION_REACH_SQL} reach ON reach.location_id = j.location_id
       JOIN locations l ON l.id = reach.term_id WHERE ${others('location')} GROUP BY l.slug`,
    `SELECT 'type', j.type::text, count(*)::int FROM ${source} WHERE ${others('type')} GROUP BY j.type`,
    `SELECT 'experience', j.experience_level::text, count(*)::int FROM ${source} WHERE ${others('experience')} GROUP BY j.experience_level`,
    `SELECT 'salary', b.value, count(*)::int FROM ${source} CROSS JOIN LATERAL (SELECT ${salary} AS value) b
       WHERE ${others('salary')} AND b.value IS NOT NULL GROUP BY b.value`,
    `SELECT 'timezone', b.value, count(*)::int FROM ${source} CROSS JOIN LATERAL (SELECT ${timezone} AS value) b
       WHERE ${others('timezone')} AND b.value IS NOT NULL GROUP BY b.value`,
  ]
  return {
    text: `${text ? `WITH candidates AS MATERIALIZED (SELECT ${FACET_COLUMNS} FROM jobs j WHERE ${base.join(' AND ')})\n` : ''}${branches.join('\nUNION ALL\n')}`,
    values: params.values,
  }
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
