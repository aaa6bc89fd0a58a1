import { SALARY_BUCKETS, TIMEZONE_BUCKETS } from '@cms/contract/jobs'
import { SqlParams, type SqlStatement } from '@cms/lib/sqlBuilder'
import { hasSearchableText, type JobQuery } from './params'

/** Above this many matches, 'relevant' orders by featured then newest instead of text rank (see README). */
export const RANK_MAX_MATCHES = 2000

/** The tsquery of the user's text: one normaliser on both sides, so operators in the text are just spaces. */
const tsQuery = (placeholder: string) => `plainto_tsquery('english', job_search_text(${placeholder}))`

/** A request whose category and location slugs are resolved to ids (null: no such filter; []: matches nothing). */
export interface ResolvedJobQuery extends JobQuery {
  categoryIds: number[] | null
  locationIds: number[] | null
}

export interface SearchClauses {
  /** Conditions over `jobs j`; every one is served by an index (see the job_search migration). */
  where: string
  orderBy: string
}

/**
 * The search's WHERE and ORDER BY over `jobs j` for a parsed request; the values go into `params`.
 * `ranked` orders relevant searches by text rank after 'featured' (worth it only for few matches).
 * The one place that turns list filters into SQL: the list calls and anything matching jobs against
 * saved filters use it.
 */
export function searchClauses(query: ResolvedJobQuery, params: SqlParams, { ranked }: { ranked: boolean }): SearchClauses {
  const textPlaceholder = hasSearchableText(query.q) ? params.add(query.q) : null
  const conditions = [`j.status = 'active'`]
  if (textPlaceholder) conditions.push(`j.search_vector @@ ${tsQuery(textPlaceholder)}`)
  // A single value is written as '=' so the planner can walk the (column, featured, posted_at) indexes in order.
  const oneOf = (column: string, values: unknown[], type: string) =>
    values.length === 1 ? `${column} = ${params.add(values[0])}::${type}` : `${column} = ANY(${params.add(values)}::${type}[])`
  if (query.categoryIds) conditions.push(oneOf('j.category_id', query.categoryIds, 'int'))
  if (query.locationIds) conditions.push(oneOf('j.location_id', query.locationIds, 'int'))
  if (query.types.length) conditions.push(oneOf('j.type', query.types, 'enum_jobs_type'))
  if (query.experience.length) conditions.push(oneOf('j.experience_level', query.experience, 'enum_jobs_experience_level'))
  if (query.salary.length) conditions.push(anyOf(query.salary.map((bucket) => salaryRange(bucket, params))))
  if (query.timezone.length) conditions.push(anyOf(query.timezone.map((bucket) => timezoneRange(bucket, params))))
  return { where: conditions.join(' AND '), orderBy: orderBy(query.sort, ranked ? textPlaceholder : null) }
}

const anyOf = (alternatives: string[]) => `(${alternatives.join(' OR ')})`

/** A job's salary figure is salaryMax, else salaryMin; the top bucket includes its upper bound. */
function salaryRange(bucket: keyof typeof SALARY_BUCKETS, params: SqlParams): string {
  const { min, max } = SALARY_BUCKETS[bucket]
  const figure = 'coalesce(j.salary_max, j.salary_min)'
  return `(${figure} >= ${params.add(min)} AND ${figure} ${max >= 1_000_000 ? '<=' : '<'} ${params.add(max)})`
}

function timezoneRange(bucket: keyof typeof TIMEZONE_BUCKETS, params: SqlParams): string {
  const { min, max } = TIMEZONE_BUCKETS[bucket]
  return `(j.utc_offset BETWEEN ${params.add(min)} AND ${params.add(max)})`
}

/** ORDER BY for the sort; with a text placeholder, relevant searches rank by text after 'featured'. */
function orderBy(sort: JobQuery['sort'], rankText: string | null): string {
  switch (sort) {
    case 'newest':
      return 'j.posted_at DESC, j.id DESC'
    case 'highest':
      return 'j.salary_max DESC NULLS LAST, j.posted_at DESC, j.id DESC'
    default:
      return rankText
        ? `j.featured DESC, ts_rank(j.search_vector, ${tsQuery(rankText)}) DESC, j.posted_at DESC, j.id DESC`
        : 'j.featured DESC, j.posted_at DESC, j.id DESC'
  }
}

export function countSql(query: ResolvedJobQuery): SqlStatement {
  const params = new SqlParams()
  const { where } = searchClauses(query, params, { ranked: false })
  return { text: `SELECT count(*)::int AS count FROM jobs j WHERE ${where}`, values: params.values }
}

/** The ids of one page, in order. `total` decides whether 'relevant' ranks by text (few matches) or not. */
export function pageIdsSql(query: ResolvedJobQuery, total: number): SqlStatement {
  const params = new SqlParams()
  const { where, orderBy } = searchClauses(query, params, { ranked: total <= RANK_MAX_MATCHES })
  const limit = params.add(query.limit)
  const offset = params.add((query.page - 1) * query.limit)
  return { text: `SELECT j.id FROM jobs j WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`, values: params.values }
}

/** The columns a job card or page needs, over `jobs j` joined by JOB_JOINS. */
const JOB_COLUMNS = `j.id, j.slug, j.title, j.description, j.posted_at, j.type, j.featured, j.salary_min, j.salary_max,
  j.timezone, j.experience_level, j.source, j.external_id, j.apply_url,
  c.name AS company_name, c.website AS company_website, c.logo AS company_logo,
  cat.name AS category_name, cat.slug AS category_slug,
  l.name AS location_name, l.slug AS location_slug, l.region AS location_region,
  coalesce((SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY r."order")
            FROM jobs_rels r JOIN skills s ON s.id = r.skills_id
            WHERE r.parent_id = j.id AND r.path = 'skills'), '[]'::json) AS skills`

const JOB_JOINS = `LEFT JOIN companies c ON c.id = j.company_id
  LEFT JOIN categories cat ON cat.id = j.category_id
  LEFT JOIN locations l ON l.id = j.location_id`

/** One round trip for a page: the ordered ids (ARRAY keeps the order) joined to the job columns. */
export function pageJobsSql(query: ResolvedJobQuery, total: number): SqlStatement {
  const ids = pageIdsSql(query, total)
  return {
    text: `WITH page AS (SELECT p.id, p.n FROM unnest(ARRAY(${ids.text})) WITH ORDINALITY AS p(id, n))
      SELECT ${JOB_COLUMNS} FROM page JOIN jobs j ON j.id = page.id ${JOB_JOINS} ORDER BY page.n`,
    values: ids.values,
  }
}

/** The job page's row: an active job by slug, with the same columns as a list. */
export function activeJobBySlugSql(slug: string): SqlStatement {
  const params = new SqlParams()
  return { text: `SELECT ${JOB_COLUMNS} FROM jobs j ${JOB_JOINS} WHERE j.slug = ${params.add(slug)} AND j.status = 'active'`, values: params.values }
}

/** Whether the slug names an expired job (answered 410 rather than 404). */
/** The status of a job that is not active (expired or held), to tell a 410 from a 404 under review. */
export function jobStatusBySlugSql(slug: string): SqlStatement {
  const params = new SqlParams()
  return { text: `SELECT status FROM jobs WHERE slug = ${params.add(slug)} AND status <> 'active' LIMIT 1`, values: params.values }
}
