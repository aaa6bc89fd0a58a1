import { SALARY_BUCKETS, TIMEZONE_BUCKETS } from '@cms/contract/jobs'
import { hasSearchableText, type JobQuery } from './params'

export interface SqlStatement {
  text: string
  values: unknown[]
}

/** Above this many matches, 'relevant' orders by featured then newest instead of text rank (see README). */
export const RANK_MAX_MATCHES = 2000

/** The tsquery of the user's text: one normaliser on both sides, so operators in the text are just spaces. */
const tsQuery = (param: string) => `plainto_tsquery('english', job_search_text(${param}))`

/** A request whose category and location slugs are resolved to ids (null: no such filter; []: matches nothing). */
export interface ResolvedJobQuery extends JobQuery {
  categoryIds: number[] | null
  locationIds: number[] | null
}

/** WHERE clause over `jobs j` for a request; every condition is served by an index (see the job_search migration). */
export function buildWhere(query: ResolvedJobQuery): SqlStatement {
  const values: unknown[] = []
  const param = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  const conditions = [`j.status = 'active'`]
  if (hasSearchableText(query.q)) conditions.push(`j.search_vector @@ ${tsQuery(param(query.q))}`)
  // A single value is written as '=' so the planner can walk the (column, featured, posted_at) indexes in order.
  const oneOf = (column: string, values: unknown[], type: string) =>
    values.length === 1 ? `${column} = ${param(values[0])}::${type}` : `${column} = ANY(${param(values)}::${type}[])`
  if (query.categoryIds) conditions.push(oneOf('j.category_id', query.categoryIds, 'int'))
  if (query.locationIds) conditions.push(oneOf('j.location_id', query.locationIds, 'int'))
  if (query.types.length) conditions.push(oneOf('j.type', query.types, 'enum_jobs_type'))
  if (query.experience.length) conditions.push(oneOf('j.experience_level', query.experience, 'enum_jobs_experience_level'))
  if (query.salary.length) {
    const ranges = query.salary.map((bucket) => {
      const { min, max } = SALARY_BUCKETS[bucket]
      const upper = max >= 1_000_000 ? '<=' : '<'
      return `(coalesce(j.salary_max, j.salary_min) >= ${param(min)} AND coalesce(j.salary_max, j.salary_min) ${upper} ${param(max)})`
    })
    conditions.push(`(${ranges.join(' OR ')})`)
  }
  if (query.timezone.length) {
    const ranges = query.timezone.map((bucket) => {
      const { min, max } = TIMEZONE_BUCKETS[bucket]
      return `(j.utc_offset BETWEEN ${param(min)} AND ${param(max)})`
    })
    conditions.push(`(${ranges.join(' OR ')})`)
  }
  return { text: conditions.join(' AND '), values }
}

/** ORDER BY for the sort; `ranked` adds text rank after 'featured' for relevant searches with few matches. */
export function buildOrder(query: JobQuery, ranked: boolean, qParam: string | null): string {
  switch (query.sort) {
    case 'newest':
      return 'j.posted_at DESC, j.id DESC'
    case 'highest':
      return 'j.salary_max DESC NULLS LAST, j.posted_at DESC, j.id DESC'
    default:
      return ranked && qParam
        ? `j.featured DESC, ts_rank(j.search_vector, ${tsQuery(qParam)}) DESC, j.posted_at DESC, j.id DESC`
        : 'j.featured DESC, j.posted_at DESC, j.id DESC'
  }
}

export function countSql(query: ResolvedJobQuery): SqlStatement {
  const where = buildWhere(query)
  return { text: `SELECT count(*)::int AS count FROM jobs j WHERE ${where.text}`, values: where.values }
}

/** The ids of one page, in order. `total` decides whether 'relevant' ranks by text (few matches) or not. */
export function pageIdsSql(query: ResolvedJobQuery, total: number): SqlStatement {
  const where = buildWhere(query)
  const qParam = hasSearchableText(query.q) ? '$1' : null // the text is always the first parameter when present
  const order = buildOrder(query, total <= RANK_MAX_MATCHES, qParam)
  const values = [...where.values, query.limit, (query.page - 1) * query.limit]
  return {
    text: `SELECT j.id FROM jobs j WHERE ${where.text} ORDER BY ${order} LIMIT $${values.length - 1} OFFSET $${values.length}`,
    values,
  }
}

const JOB_COLUMNS = `j.id, j.slug, j.title, j.description, j.posted_at, j.type, j.featured, j.salary_min, j.salary_max,
  j.timezone, j.experience_level, j.source, j.external_id, j.apply_url,
  c.name AS company_name, c.website AS company_website, c.logo AS company_logo,
  cat.name AS category_name, cat.slug AS category_slug,
  l.name AS location_name, l.slug AS location_slug, l.region AS location_region,
  coalesce((SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY r."order")
            FROM jobs_rels r JOIN skills s ON s.id = r.skills_id
            WHERE r.parent_id = j.id AND r.path = 'skills'), '[]'::json) AS skills
  FROM jobs j
  LEFT JOIN companies c ON c.id = j.company_id
  LEFT JOIN categories cat ON cat.id = j.category_id
  LEFT JOIN locations l ON l.id = j.location_id`

/** One round trip for a page: the ordered ids (ARRAY keeps the order) joined to the job columns. */
export function pageJobsSql(query: ResolvedJobQuery, total: number): SqlStatement {
  const ids = pageIdsSql(query, total)
  return {
    text: `WITH page AS (SELECT p.id, p.n FROM unnest(ARRAY(${ids.text})) WITH ORDINALITY AS p(id, n))
      SELECT ${JOB_COLUMNS.replace('FROM jobs j', 'FROM page JOIN jobs j ON j.id = page.id')} ORDER BY page.n`,
    values: ids.values,
  }
}
export const activeJobBySlugSql = `SELECT ${JOB_COLUMNS} WHERE j.slug = $1 AND j.status = 'active'`
