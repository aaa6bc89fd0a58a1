import { describe, expect, it } from 'vitest'
import { SqlParams } from '@cms/lib/sqlBuilder'
import { parseJobQuery } from './params'
import { activeJobBySlugSql, countSql, jobStatusBySlugSql, pageIdsSql, pageJobsSql, RANK_MAX_MATCHES, searchClauses, type ResolvedJobQuery } from './sql'

const resolved = (qs: string, ids: Partial<Pick<ResolvedJobQuery, 'categoryIds' | 'locationIds'>> = {}): ResolvedJobQuery => ({
  ...parseJobQuery(new URLSearchParams(qs)),
  categoryIds: null,
  locationIds: null,
  ...ids,
})

/** Every $n in the text refers to a value, and every value is referred to. */
function expectPlaceholdersMatch(text: string, values: unknown[]) {
  const used = new Set([...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])))
  expect([...used].sort((a, b) => a - b)).toEqual(values.map((_, i) => i + 1))
}

describe('searchClauses', () => {
  it('lists only active jobs, newest featured first, when nothing is asked', () => {
    const params = new SqlParams()
    expect(searchClauses(resolved(''), params, { ranked: true })).toEqual({
      where: `j.status = 'active'`,
      orderBy: 'j.featured DESC, j.posted_at DESC, j.id DESC',
    })
    expect(params.values).toEqual([])
  })

  it("matches the text through the search vector and ranks by it only when asked to", () => {
    const params = new SqlParams()
    const clauses = searchClauses(resolved('q=react'), params, { ranked: true })
    expect(clauses.where).toBe(`j.status = 'active' AND j.search_vector @@ plainto_tsquery('english', job_search_text($1))`)
    expect(clauses.orderBy).toBe(`j.featured DESC, ts_rank(j.search_vector, plainto_tsquery('english', job_search_text($1))) DESC, j.posted_at DESC, j.id DESC`)
    expect(params.values).toEqual(['react'])
    expect(searchClauses(resolved('q=react'), new SqlParams(), { ranked: false }).orderBy).toBe('j.featured DESC, j.posted_at DESC, j.id DESC')
  })

  it('ignores text without letters or digits', () => {
    const params = new SqlParams()
    expect(searchClauses(resolved('q=%26%7C!'), params, { ranked: true }).where).toBe(`j.status = 'active'`)
    expect(params.values).toEqual([])
  })

  it("writes one value as '=' and several as ANY, with the column's type", () => {
    const params = new SqlParams()
    const { where } = searchClauses(resolved('type=contract&experience=mid,senior', { categoryIds: [4], locationIds: [7, 9] }), params, { ranked: false })
    expect(where).toBe(
      `j.status = 'active' AND j.category_id = $1::int AND j.location_id = ANY($2::int[]) AND j.type = $3::enum_jobs_type AND j.experience_level = ANY($4::enum_jobs_experience_level[])`,
    )
    expect(params.values).toEqual([4, [7, 9], 'contract', ['mid', 'senior']])
  })

  it('matches nothing for a resolved filter with no ids', () => {
    const params = new SqlParams()
    expect(searchClauses(resolved('', { categoryIds: [] }), params, { ranked: false }).where).toBe(`j.status = 'active' AND j.category_id = ANY($1::int[])`)
    expect(params.values).toEqual([[]])
  })

  it('ORs salary buckets on max-else-min, the top bucket including its bound, and time-zone buckets by offset', () => {
    const params = new SqlParams()
    const { where } = searchClauses(resolved('salary=0-50000,150000-1000000&timezone=europe'), params, { ranked: false })
    expect(where).toBe(
      `j.status = 'active' AND ((coalesce(j.salary_max, j.salary_min) >= $1 AND coalesce(j.salary_max, j.salary_min) < $2) OR ` +
        `(coalesce(j.salary_max, j.salary_min) >= $3 AND coalesce(j.salary_max, j.salary_min) <= $4)) AND ((j.utc_offset BETWEEN $5 AND $6))`,
    )
    expect(params.values).toEqual([0, 50_000, 150_000, 1_000_000, -1, 3])
  })

  it('orders by the chosen sort', () => {
    expect(searchClauses(resolved('q=go&sort=newest'), new SqlParams(), { ranked: true }).orderBy).toBe('j.posted_at DESC, j.id DESC')
    expect(searchClauses(resolved('sort=highest'), new SqlParams(), { ranked: true }).orderBy).toBe('j.salary_max DESC NULLS LAST, j.posted_at DESC, j.id DESC')
  })

  it('continues the numbering of parameters already added', () => {
    const params = new SqlParams()
    params.add('earlier')
    const { where } = searchClauses(resolved('q=rust'), params, { ranked: false })
    expect(where).toContain('job_search_text($2)')
    expect(params.values).toEqual(['earlier', 'rust'])
  })
})

describe('page statements', () => {
  const query = resolved('q=react&type=contract,freelance&salary=50000-100000&page=3&limit=20', { categoryIds: [1] })

  it('count: every placeholder has its value', () => {
    const statement = countSql(query)
    expect(statement.text.startsWith('SELECT count(*)::int AS count FROM jobs j WHERE ')).toBe(true)
    expectPlaceholdersMatch(statement.text, statement.values)
  })

  it('page ids: limit and offset follow the filters, rank only for few matches', () => {
    const few = pageIdsSql(query, RANK_MAX_MATCHES)
    expectPlaceholdersMatch(few.text, few.values)
    expect(few.values.slice(-2)).toEqual([20, 40])
    expect(few.text).toMatch(/LIMIT \$6 OFFSET \$7$/)
    expect(few.text).toContain('ts_rank(j.search_vector, plainto_tsquery(\'english\', job_search_text($1)))')
    expect(pageIdsSql(query, RANK_MAX_MATCHES + 1).text).not.toContain('ts_rank')
  })

  it('page jobs: the ordered ids joined to the job columns', () => {
    const statement = pageJobsSql(query, 10)
    expectPlaceholdersMatch(statement.text, statement.values)
    expect(statement.text).toContain('FROM page JOIN jobs j ON j.id = page.id LEFT JOIN companies c')
    expect(statement.text.trimEnd().endsWith('ORDER BY page.n')).toBe(true)
  })
})

describe('job page statements', () => {
  it('reads an active job by slug, with the slug as the only value', () => {
    const statement = activeJobBySlugSql('react-dev')
    expectPlaceholdersMatch(statement.text, statement.values)
    expect(statement.values).toEqual(['react-dev'])
    expect(statement.text).toMatch(/WHERE j\.slug = \$1 AND j\.status = 'active'$/)
  })

  it('asks whether the slug names an expired job', () => {
    expect(jobStatusBySlugSql('old-job')).toEqual({ text: `SELECT status FROM jobs WHERE slug = $1 AND status <> 'active' LIMIT 1`, values: ['old-job'] })
  })
})
