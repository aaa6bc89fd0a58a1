import { beforeAll, describe, expect, it } from 'vitest'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { resolveTaxonomy, searchJobs } from '@cms/domain/jobs/searchJobs'
import { windowReadFor } from '@cms/domain/jobs/search/windowRead'
import { countedPageSql, pageIdsSql, type WindowRead } from '@cms/domain/jobs/sql'
import { poolOf } from '@cms/lib/sql'
import { getTestPayload } from './helpers'

/** Seven jobs in a category of their own. */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const category = `bounded-${stamp}`
const JOBS = 7

const list = async (qs: string, countLimit?: number) => searchJobs(await getTestPayload(), { ...parseJobQuery(new URLSearchParams(`category=${category}&${qs}`)), countLimit })

/** The category's ids, kept by beforeAll. */
let ids: { company: number; category: number }

/** One of the category's jobs, posted `hoursAgo`, under `key` (its slug and external id after the stamp). */
const createJob = async (key: string, hoursAgo: number, data: Record<string, unknown>) =>
  (await getTestPayload()).create({
    collection: 'jobs',
    overrideAccess: true,
    data: {
      slug: `${key}-${stamp}`, externalId: `${key}-${stamp}`, postedAt: new Date(Date.now() - hoursAgo * 3600_000).toISOString(), type: 'contract',
      experienceLevel: 'mid', company: ids.company, category: ids.category, source: 'remoteok', status: 'active', ...data,
    } as never,
  })

beforeAll(async () => {
  const payload = await getTestPayload()
  const company = await payload.create({ collection: 'companies', data: { name: `Bounded ${stamp}`, slug: `bounded-${stamp}` }, overrideAccess: true })
  const { id } = await payload.create({ collection: 'categories', data: { name: `Bounded ${stamp}`, slug: category }, overrideAccess: true })
  ids = { company: company.id, category: id }
  for (let i = 0; i < JOBS; i++) {
    await createJob(`bounded-${i}`, i, { title: `Bounded role ${i}`, description: '<p>Counted up to a point.</p>', featured: i === 4, salaryMax: 50_000 + i * 10_000 })
  }
})

describe('bounded totals of the search box lists (countLimit)', () => {
  it('counts exactly up to the limit and says "at least" past it, with a next page while more follow', async () => {
    const first = await list('limit=2', 3)
    expect(first.pagination).toEqual({ total: 4, totalPages: 2, page: 1, limit: 2, totalAtLeast: true })
    // A page further on counts as far as it reaches (and one more): the last page is reached and counted exactly.
    expect((await list('limit=2&page=3', 3)).pagination).toMatchObject({ total: 7, totalAtLeast: true })
    const last = await list('limit=2&page=4', 3)
    expect(last.pagination).toEqual({ total: JOBS, totalPages: 4, page: 4, limit: 2 })
    expect(last.jobs).toHaveLength(1)
    // Under the limit the total is exact and says nothing more.
    expect((await list('limit=2', 10)).pagination).toEqual({ total: JOBS, totalPages: 4, page: 1, limit: 2 })
  })

  it('lists the same jobs in the same order as an exact count does, for every sort', async () => {
    for (const sort of ['relevant', 'newest', 'highest']) {
      const exact = await list(`limit=50&sort=${sort}`)
      const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`limit=2&page=${page}&sort=${sort}`, 3)))
      expect(pages.flatMap((page) => page.jobs.map((job) => job.slug)), sort).toEqual(exact.jobs.map((job) => job.slug))
    }
  })

  it('several words: the walk, every match and a walk that gives up before every match give the same total and page, counted or not', async () => {
    const pool = poolOf(await getTestPayload())
    // Jobs of the category without the words, posted between those with them: a read that took the category for the
    // words would list them.
    for (let i = 0; i < JOBS; i++) await createJob(`filler-${i}`, i + 0.5, { title: `Filler role ${i}`, description: '<p>Nothing to see.</p>' })
    const { rows } = await pool.query<{ posted_at: Date }>(
      `SELECT j.posted_at FROM jobs j JOIN categories c ON c.id = j.category_id WHERE c.slug = $1 AND j.title LIKE 'Bounded%' ORDER BY j.posted_at DESC`,
      [category],
    )
    const posted = rows.map((row) => row.posted_at)
    // Sorted by newest, so the cap is the count limit (4) and not the ranking window: a walk can fill it here.
    for (const qs of ['sort=newest&limit=2', 'sort=newest&limit=2&page=2', 'sort=relevant&limit=3', 'sort=newest&limit=2&salary=50000-100000']) {
      const query = await resolveTaxonomy(pool, { ...parseJobQuery(new URLSearchParams(`category=${category}&q=bounded counted&${qs}`)), countLimit: 3 })
      // The count with its page, and the page alone (what a request whose count is cached reads).
      const answer = async (read: WindowRead) => {
        const statement = countedPageSql(query, read)!
        const page = pageIdsSql(query, read)
        const counted = (await pool.query<{ total: number; ids: number[] }>(statement.text, statement.values)).rows[0]
        return { ...counted, pageAlone: (await pool.query<{ id: number }>(page.text, page.values)).rows.map((row) => row.id) }
      }
      const inOrder = await answer('in-order')
      expect(inOrder.ids.length, qs).toBeGreaterThan(0)
      expect(inOrder.pageAlone, qs).toEqual(inOrder.ids)
      // A walk long enough to fill the read, one that gives up at once (every match is read after it), every match,
      // and the matches posted since a time: since ever, since the newest job (too few: every match is read after
      // it), and since the 6th newest (they fill the newest-order reads' caps of 4 and 5, leaving the oldest out); the
      // last two again with the slice's jobs of the category tested one by one for the words.
      const since = (nth: number) => ({ postedSince: posted[nth]!.toISOString() })
      const tested = (nth: number) => ({ ...since(nth), wordsTested: true })
      const reads: WindowRead[] = [{ newestAtMost: 1_000_000 }, { newestAtMost: 1 }, 'every-match', { postedSince: '-infinity' }, since(0), since(5), tested(0), tested(5)]
      for (const read of reads) expect(await answer(read), `${qs} ${JSON.stringify(read)}`).toEqual(inOrder)
    }
  })

  it('a text search reads every match while the live jobs are too few for a slice of them to hold its cap', async () => {
    const pool = poolOf(await getTestPayload())
    const read = async (qs: string, countLimit?: number) => windowReadFor(pool, await resolveTaxonomy(pool, { ...parseJobQuery(new URLSearchParams(qs)), countLimit }))
    // A few hundred live jobs (the other reads are chosen by windowPlan, see windowRead.test.ts).
    expect(await read('q=bounded counted', 1000)).toBe('every-match')
    expect(await read('q=developer&sort=newest', 1000)).toBe('every-match')
    // No count limit (every match is read to be counted anyway), or no text: as the planner likes.
    expect(await read('q=bounded counted')).toBe('in-order')
    expect(await read('type=contract', 1000)).toBe('in-order')
  })
})
