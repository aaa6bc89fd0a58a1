import { describe, expect, it } from 'vitest'
import { SqlParams } from '@cms/lib/sqlBuilder'
import { parseJobQuery } from './params'
import { parseQuery } from './search/parseQuery'
import { facetsSql } from './facets'
import {
  activeJobBySlugSql,
  countedPageSql,
  countSql,
  FEATURED_NOW,
  jobsByIdsSql,
  jobStatusBySlugSql,
  pageIdsSql,
  pageJobsSql,
  pinnedIdsSql,
  RANK_WINDOW,
  searchClauses,
  type ResolvedJobQuery,
} from './sql'

/** A request as resolveTaxonomy leaves it (the text parsed, no typo corrections). */
const resolved = (qs: string, ids: Partial<Pick<ResolvedJobQuery, 'categoryIds' | 'locationIds'>> = {}): ResolvedJobQuery => {
  const query = parseJobQuery(new URLSearchParams(qs))
  const parsed = parseQuery(query.q)
  const text = query.match === 'smart' && parsed.clauses.length ? { parsed, corrections: new Map(), relaxed: false } : null
  return { ...query, categoryIds: null, locationIds: null, text, ...ids }
}

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
      orderBy: `${FEATURED_NOW} DESC, j.posted_at DESC, j.id DESC`,
      windowed: false,
      featuredFirst: true,
      textWhere: null,
      filterWhere: `j.status = 'active'`,
    })
    expect(params.values).toEqual([])
  })

  it('matches every spelling of the words through the search vector, relevance first, then featured, then newest', () => {
    const params = new SqlParams()
    const clauses = searchClauses(resolved('q=react'), params, { ranked: true })
    expect(clauses.where).toBe(
      `j.status = 'active' AND j.search_vector @@ (phraseto_tsquery('english', $1) || phraseto_tsquery('english', $2) || phraseto_tsquery('english', $3))`,
    )
    expect(params.values.slice(0, 3)).toEqual(['react', 'reactjs', 'react js'])
    expect(clauses.orderBy.endsWith(`) DESC, ${FEATURED_NOW} DESC, j.posted_at DESC, j.id DESC`)).toBe(true)
    expect(clauses.orderBy).toMatch(/^\(ts_rank\('\{0, 0, 0\.4, 1\}', j\.rank_vector, /)
    expect(clauses.windowed).toBe(true)
    expect(searchClauses(resolved('q=react'), new SqlParams(), { ranked: false }).orderBy).toBe(`${FEATURED_NOW} DESC, j.posted_at DESC, j.id DESC`)
  })

  it('keeps strict matching (every word as written, stemmed) for match=strict', () => {
    const params = new SqlParams()
    const clauses = searchClauses(resolved('q=react&match=strict'), params, { ranked: true })
    expect(clauses.where).toBe(`j.status = 'active' AND j.search_vector @@ plainto_tsquery('english', job_search_text($1))`)
    expect(params.values).toEqual(['react'])
  })

  it('relaxed: any of the words matches, and the jobs matching more of them rank first', () => {
    const query = resolved('q=python+kubernetes')
    const params = new SqlParams()
    const clauses = searchClauses({ ...query, text: { ...query.text!, relaxed: true } }, params, { ranked: true })
    expect(clauses.where).toMatch(/j\.search_vector @@ \(phraseto_tsquery\(.english., \$1\) \|\| \(phraseto_tsquery/)
    expect(clauses.orderBy).toMatch(/^\(\(j\.search_vector @@ .+\)::int \+ \(j\.search_vector @@ .+\)::int\) \* 10 \+ \(ts_rank/)
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
    // A job that states only a minimum sorts by it, as the salary filter reads it (not after every maximum).
    expect(searchClauses(resolved('sort=highest'), new SqlParams(), { ranked: true }).orderBy).toBe(
      'coalesce(j.salary_max, j.salary_min) DESC NULLS LAST, j.posted_at DESC, j.id DESC',
    )
  })

  it('continues the numbering of parameters already added', () => {
    const params = new SqlParams()
    params.add('earlier')
    const { where } = searchClauses(resolved('q=rust'), params, { ranked: false })
    expect(where).toContain(`phraseto_tsquery('english', $2)`)
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

  it('page ids: a text search ranks a bounded window of the newest matches', () => {
    const statement = pageIdsSql(query)
    expectPlaceholdersMatch(statement.text, statement.values)
    expect(statement.values.at(-1)).toBe(RANK_WINDOW)
    expect(statement.text).toMatch(/ORDER BY j\.posted_at DESC, j\.id DESC LIMIT \$\d+\) j ORDER BY \(ts_rank/)
    expect(statement.text).toMatch(/LIMIT \$\d+ OFFSET \$\d+$/)
    expect(pageIdsSql({ ...query, page: 200, limit: 10 }).values.at(-1)).toBe(2000)
    const newest = pageIdsSql({ ...query, sort: 'newest' })
    expect(newest.text).not.toContain('ts_rank')
    expect(newest.values.slice(-2)).toEqual([20, 40])
  })

  it('page ids of the plain relevant order: featured-now jobs newest first, then the rest, from two index walks', () => {
    const statement = pageIdsSql(resolved('type=contract&page=3'))
    expectPlaceholdersMatch(statement.text, statement.values)
    expect(statement.text).toContain(`AND ${FEATURED_NOW}\n`)
    expect(statement.text).toMatch(/AND \(j\.featured IS NOT TRUE AND NOT coalesce\(j\.placement IN \('featured', 'pinned'\) AND j\.placement_ends_at > now\(\), false\)\)/)
    expect(statement.text.match(/ORDER BY j\.posted_at DESC, j\.id DESC LIMIT/g)).toHaveLength(2)
    expect(statement.text).toMatch(/ORDER BY p\.featured_now DESC, p\.posted_at DESC, p\.id DESC LIMIT \$\d+ OFFSET \$\d+$/)
    // Each walk reads as far as the page reaches.
    expect(statement.values.slice(-4)).toEqual([30, 30, 10, 20])
    // A country landing's restricted-first order leads: one ORDER BY over the matches.
    expect(searchClauses({ ...resolved('country=pt'), restrictedFirst: true }, new SqlParams(), { ranked: true }).featuredFirst).toBe(false)
  })

  it('pinned ids: the running pinned placements among the matches', () => {
    const statement = pinnedIdsSql(resolved('q=react&type=contract'))
    expectPlaceholdersMatch(statement.text, statement.values)
    expect(statement.text).toMatch(/j\.search_vector @@ .+ AND j\.type = \$\d+::enum_jobs_type AND \(j\.placement = 'pinned' AND j\.placement_ends_at > now\(\)\) ORDER BY j\.id LIMIT 200$/)
  })

  it("page jobs: the ordered ids joined to the job columns (a text search's passages are worked out from the rows)", () => {
    const statement = pageJobsSql(query)
    expect(statement.text).not.toContain('ts_headline(')
    expectPlaceholdersMatch(statement.text, statement.values)
    expect(statement.text).toContain('FROM page JOIN jobs j ON j.id = page.id LEFT JOIN companies c')
    expect(statement.text.trimEnd().endsWith('ORDER BY page.n')).toBe(true)
  })
})

/** How many times a statement reads the jobs table (each is a scan or an index lookup of its own). */
const readsOfJobs = (text: string) => text.match(/FROM jobs j\b/g)?.length ?? 0

describe('one scan per request (issue 21, speed)', () => {
  it('counts a text search and ranks its page from one read of the matches', () => {
    const statement = countedPageSql(resolved('q=react&page=2'))!
    expectPlaceholdersMatch(statement.text, statement.values)
    expect(readsOfJobs(statement.text)).toBe(1)
    expect(statement.text).toMatch(/^WITH matches AS MATERIALIZED \(SELECT j\.id, .* FROM jobs j WHERE j\.status = 'active' AND j\.search_vector @@/)
    expect(statement.text).toContain('(SELECT count(*) FROM matches)::int AS total')
    // The newest RANK_WINDOW matches are ranked (joined back by id for their search vectors), then the page.
    expect(statement.text).toMatch(/FROM matches m ORDER BY m\.posted_at DESC, m\.id DESC LIMIT \$\d+\) w\s+JOIN jobs j ON j\.id = w\.id ORDER BY \(ts_rank/)
    expect(statement.values.slice(-3)).toEqual([RANK_WINDOW, 10, 10])
  })

  it('counts a filtered list and orders its page from the same read; the bare list is read from its index', () => {
    const statement = countedPageSql(resolved('type=contract&sort=highest'))!
    expect(readsOfJobs(statement.text)).toBe(1)
    expect(statement.text).toContain('SELECT j.id FROM matches j ORDER BY coalesce(j.salary_max, j.salary_min) DESC NULLS LAST')
    expect(countedPageSql(resolved(''))).toBeNull()
  })

  it('with a countLimit, reads at most the limit (and one more) of the matches, in the list\'s own order', () => {
    const text = countedPageSql({ ...resolved('q=developer&page=2'), countLimit: 1000 })!
    expectPlaceholdersMatch(text.text, text.values)
    expect(text.cap).toBe(1001)
    // A text search: the newest matches, as many as the ranking window needs.
    expect(text.text).toMatch(/^WITH matches AS MATERIALIZED \(SELECT j\.id, .* FROM jobs j WHERE .* ORDER BY j\.posted_at DESC, j\.id DESC LIMIT \$\d+\)/)
    expect(countedPageSql({ ...resolved('q=developer&page=120'), countLimit: 1000 })!.cap).toBe(1201)
    // A filter list: its own order (featured now, then newest), so the page is the same as from every match.
    const plain = countedPageSql({ ...resolved('type=contract'), countLimit: 1000 })!
    expectPlaceholdersMatch(plain.text, plain.values)
    expect(plain.text).toContain(`ORDER BY ${FEATURED_NOW} DESC, j.posted_at DESC, j.id DESC LIMIT $2)`)
    // The bare list is counted exactly (cached) and its page read from the indexes.
    expect(countedPageSql({ ...resolved(''), countLimit: 1000 })).toBeNull()
    // Another sort: its own order, so the page is the same as from every match.
    expect(countedPageSql({ ...resolved('type=contract&sort=highest'), countLimit: 1000 })!.text).toMatch(/ORDER BY coalesce\(j\.salary_max, j\.salary_min\) DESC NULLS LAST, j\.posted_at DESC, j\.id DESC LIMIT \$\d+\)/)
    expect(countedPageSql(resolved('type=contract'))!.cap).toBeNull()
  })

  it('reads the matches of a bounded read in order, every one of them (fenced), or a bounded walk before every one', () => {
    const query = { ...resolved('q=terraform sales'), countLimit: 1000 }
    // In order: the newest-first walk the planner picks for a broad list.
    expect(countedPageSql(query)!.text).toMatch(/^WITH matches AS MATERIALIZED \(SELECT j\.id, .* FROM jobs j WHERE .* ORDER BY j\.posted_at DESC, j\.id DESC LIMIT \$\d+\)/)
    // Every match through GIN, behind OFFSET 0, then the newest of them (a top-N sort).
    const every = countedPageSql(query, 'every-match')!
    expectPlaceholdersMatch(every.text, every.values)
    expect(every.text).toMatch(/^WITH matches AS MATERIALIZED \(SELECT \* FROM \(SELECT j\.id, .* FROM jobs j WHERE .* OFFSET 0\) j ORDER BY j\.posted_at DESC, j\.id DESC LIMIT \$\d+\)/)
    // At most 5,000 of the newest jobs, then every match only when they held fewer than the cap.
    const walked = countedPageSql(query, { newestAtMost: 5000 })!
    expectPlaceholdersMatch(walked.text, walked.values)
    expect(walked.values).toContain(5000)
    expect(walked.text).toMatch(/^WITH walked AS MATERIALIZED \(SELECT j\.id, .* FROM \(SELECT j\.\* FROM jobs j WHERE j\.status = 'active' ORDER BY j\.posted_at DESC, j\.id DESC LIMIT \$\d+\) j\s+WHERE /)
    expect(walked.text).toMatch(/\(SELECT \* FROM walked WHERE \(SELECT count\(\*\) FROM walked\) >= (\$\d+)\)\s+UNION ALL \(SELECT \* FROM \(SELECT \* FROM \(SELECT .* OFFSET 0\) j ORDER BY .* LIMIT \1\) e WHERE \(SELECT count\(\*\) FROM walked\) < \1\)/s)
    // The matches posted since a time (GIN and the posting-time index together), every match when they were too few.
    const since = countedPageSql(query, { postedSince: '2026-11-01T00:00:00.000Z' })!
    expectPlaceholdersMatch(since.text, since.values)
    expect(since.values).toContain('2026-11-01T00:00:00.000Z')
    expect(since.text).toMatch(/^WITH walked AS MATERIALIZED \(SELECT \* FROM \(SELECT j\.id, .* FROM jobs j WHERE .* AND j\.posted_at >= \$\d+::timestamptz OFFSET 0\) j ORDER BY j\.posted_at DESC, j\.id DESC LIMIT (\$\d+)\)/s)
    expect(since.text).toMatch(/UNION ALL \(SELECT \* FROM \(SELECT \* FROM \(SELECT .* OFFSET 0\) j ORDER BY .* LIMIT \$\d+\) e WHERE \(SELECT count\(\*\) FROM walked\) < \$\d+\)/s)
    // The slice's jobs meeting the filters from their own indexes (the words kept out of that read by OFFSET 0), each
    // tested for the words.
    const filtered = { ...resolved('q=terraform sales&type=contract'), countLimit: 1000 }
    const tested = countedPageSql(filtered, { postedSince: '2026-11-01T00:00:00.000Z', wordsTested: true })!
    expectPlaceholdersMatch(tested.text, tested.values)
    expect(tested.text).toMatch(
      /^WITH walked AS MATERIALIZED \(SELECT \* FROM \(SELECT j\.id, .* FROM \(SELECT j\.\* FROM jobs j WHERE j\.status = 'active' AND j\.type = \$\d+::enum_jobs_type AND j\.posted_at >= \$\d+::timestamptz OFFSET 0\) j WHERE j\.search_vector @@ /s,
    )
    // A list in another order than the newest keeps its own read.
    expect(countedPageSql({ ...query, sort: 'highest' }, { newestAtMost: 5000 })!.text).not.toContain('walked')
    expect(countedPageSql({ ...query, sort: 'highest' }, { postedSince: '2026-11-01T00:00:00.000Z' })!.text).not.toContain('walked')
    // The page alone (a cached count) reads its ranking window the same ways.
    expect(pageIdsSql(query).text).not.toContain('OFFSET 0)')
    for (const read of ['every-match', { newestAtMost: 5000 }, { postedSince: '2026-11-01T00:00:00.000Z' }] as const) {
      const page = pageIdsSql(query, read)
      expectPlaceholdersMatch(page.text, page.values)
      expect(page.text).toMatch(/OFFSET 0\) j ORDER BY j\.posted_at DESC, j\.id DESC LIMIT \$\d+/)
      expect(page.text).toMatch(/SELECT j\.id FROM newest j ORDER BY \(ts_rank/)
    }
  })

  it('reads a known page by its ids, in their order', () => {
    const statement = jobsByIdsSql([7, 3])
    expectPlaceholdersMatch(statement.text, statement.values)
    expect(statement.values[0]).toEqual([7, 3])
    expect(statement.text).toContain('unnest($1::int[]) WITH ORDINALITY')
  })

  it('computes every facet of a text search from one read of its candidates', () => {
    const statement = facetsSql(resolved('q=react&type=contract&salary=50000-100000', { categoryIds: [4] }))
    expectPlaceholdersMatch(statement.text, statement.values)
    expect(readsOfJobs(statement.text)).toBe(1)
    expect(statement.text.match(/FROM candidates j/g)).toHaveLength(6)
  })

  it('reads the jobs per facet through the filter indexes when there is no text', () => {
    const statement = facetsSql(resolved('type=contract'))
    expect(statement.text).not.toContain('candidates')
    expect(readsOfJobs(statement.text)).toBe(6)
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

describe('named statements', () => {
  // pg prepares a named statement once per connection and refuses the same name with other text: the values must
  // never reach the text.
  it('keep one text whatever the values', () => {
    expect(jobsByIdsSql([1, 2]).text).toBe(jobsByIdsSql([99]).text)
    expect(activeJobBySlugSql('a-job').text).toBe(activeJobBySlugSql("o'brien-job").text)
    expect(jobsByIdsSql([1]).name).not.toBe(activeJobBySlugSql('a').name)
  })
})
