import { beforeAll, describe, expect, it } from 'vitest'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { searchJobs } from '@cms/domain/jobs/searchJobs'
import { getTestPayload } from './helpers'

/** Seven jobs in a category of their own. */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const category = `bounded-${stamp}`
const JOBS = 7

const list = async (qs: string, countLimit?: number) => searchJobs(await getTestPayload(), { ...parseJobQuery(new URLSearchParams(`category=${category}&${qs}`)), countLimit })

beforeAll(async () => {
  const payload = await getTestPayload()
  const company = await payload.create({ collection: 'companies', data: { name: `Bounded ${stamp}`, slug: `bounded-${stamp}` }, overrideAccess: true })
  const { id } = await payload.create({ collection: 'categories', data: { name: `Bounded ${stamp}`, slug: category }, overrideAccess: true })
  for (let i = 0; i < JOBS; i++) {
    await payload.create({
      collection: 'jobs',
      overrideAccess: true,
      data: {
        title: `Bounded role ${i}`, slug: `bounded-${stamp}-${i}`, externalId: `bounded-${stamp}-${i}`, description: '<p>Counted up to a point.</p>',
        postedAt: new Date(Date.now() - i * 3600_000).toISOString(), type: 'contract', experienceLevel: 'mid', company: company.id, category: id,
        source: 'remoteok', status: 'active', featured: i === 4, salaryMax: 50_000 + i * 10_000,
      } as never,
    })
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
})
