/**
 * `tsx scripts/bench/searchOrder.ts > file.json` (DATABASE_URL set): the jobs, in order, that the search box, the
 * lists, feeds and alerts answer for the judged query set on the current database, as one JSON object
 * (request -> job ids). Run on main's code and on a branch over the same database, the two files must be equal:
 * that is how a change to the search's plans shows it kept the order (issue 32; docs/search.md).
 */
import pg from 'pg'
import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { resolveTaxonomy, searchJobsInPool } from '@cms/domain/jobs/searchJobs'
import { pageJobsSql, searchClauses } from '@cms/domain/jobs/sql'
import { SqlParams } from '@cms/lib/sqlBuilder'
import { judgedQueries } from './relevance/judgedQueries'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
const answers: Record<string, unknown> = {}
const requests = [
  ...judgedQueries.map((judged) => new URLSearchParams({ q: judged.q, ...judged.params })),
  ...['category=engineering', 'type=full-time&experience=senior', 'category=design&type=contract', 'salary=100000-150000', ''].map((s) => new URLSearchParams(s)),
]
for (const request of requests) {
  for (const page of ['1', '2']) {
    const params = new URLSearchParams(request)
    params.set('page', page)
    const query = parseJobQuery(params)
    const box = await searchJobsInPool(pool, { ...query, countLimit: SEARCH_COUNT_LIMIT })
    answers[`search ${params}`] = { total: box.pagination.total, ids: box.jobs.map((job) => job.id) }
  }
  const query = await resolveTaxonomy(pool, parseJobQuery(request))
  const feed = pageJobsSql({ ...query, sort: 'newest', page: 1, limit: 50 })
  answers[`feed ${request}`] = (await pool.query<{ id: number }>(feed.text, feed.values)).rows.map((row) => row.id)
  const params = new SqlParams()
  const { where } = searchClauses(query, params, { ranked: false })
  answers[`alert ${request}`] = (await pool.query<{ id: number }>(`SELECT j.id FROM jobs j WHERE ${where} ORDER BY j.id DESC`, params.values)).rows.map((row) => row.id)
}
console.log(JSON.stringify(answers, null, 1))
await pool.end()
process.exit(0)
