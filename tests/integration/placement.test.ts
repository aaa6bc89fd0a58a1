import { beforeAll, describe, expect, it } from 'vitest'
import { PINNED_PER_PAGE } from '@cms/contract/jobValues'
import { jobDetailSchema, jobListResponseSchema, type JobListItem, type JobListResponse, type Placement } from '@cms/contract/jobs'
import { api } from '../security/calls'
import { served } from '../support/servedApi'
import { changeFeedLive } from '@cms/lib/cache/dataChanges'
import { getTestPayload } from './helpers'

const search = served('/api/search')
const jobs = served('/api/jobs')
const jobBySlug = served('/api/jobs/:slug')

/** A word only this file's jobs carry, and a category only they are in. */
const token = `zp${Date.now().toString(36)}`
const DAY = 24 * 60 * 60 * 1000

interface Spec {
  name: string
  placement?: Placement
  /** Days until the placement ends (negative: it has ended). */
  endsInDays?: number
  featured?: boolean
  type?: 'contract' | 'full-time'
  /** Without the file's word in its title: a pinned job that must not show in its searches. */
  untitled?: boolean
  /** How old the job is: the pinned ones are the oldest, so only their pin lifts them to page 1. */
  ageDays: number
}

const SPECS: Spec[] = [
  { name: 'pinned-a', placement: 'pinned', endsInDays: 5, ageDays: 40 },
  { name: 'pinned-b', placement: 'pinned', endsInDays: 5, ageDays: 41 },
  { name: 'pinned-full-time', placement: 'pinned', endsInDays: 5, type: 'full-time', ageDays: 42 },
  { name: 'pinned-ended', placement: 'pinned', endsInDays: -1, ageDays: 43 },
  { name: 'pinned-elsewhere', placement: 'pinned', endsInDays: 5, untitled: true, ageDays: 44 },
  { name: 'paid-featured', placement: 'featured', endsInDays: 20, ageDays: 20 },
  { name: 'paid-standard', placement: 'standard', endsInDays: 20, ageDays: 10.5 },
  { name: 'editorial-featured', featured: true, ageDays: 30 },
  ...Array.from({ length: 8 }, (_, i): Spec => ({ name: `plain-${i}`, ageDays: i + 1 })),
]

const slugOf = (name: string) => `${token}-${name}`
const nameOf = (job: JobListItem) => job.slug.slice(token.length + 1)
let categorySlug: string

async function list(call: typeof search, path: string): Promise<JobListResponse> {
  const result = await api(call.GET, 'GET', path)
  expect(result.status, result.text).toBe(200)
  return jobListResponseSchema.parse(result.body)
}

/** Every page of a list at `limit`, and what each page shows above the rest. */
async function allPages(call: typeof search, path: string, limit: number) {
  const first = await list(call, `${path}&limit=${limit}&page=1`)
  const pages = [first]
  for (let page = 2; page <= first.pagination.totalPages; page++) pages.push(await list(call, `${path}&limit=${limit}&page=${page}`))
  return pages.map((answer) => {
    const block = answer.jobs.slice(0, answer.jobs.findIndex((job) => job.placement !== 'pinned') === -1 ? answer.jobs.length : answer.jobs.findIndex((job) => job.placement !== 'pinned'))
    return { answer, block, rest: answer.jobs.slice(block.length) }
  })
}

beforeAll(async () => {
  const payload = await getTestPayload()
  const company = await payload.create({ collection: 'companies', data: { name: `Sponsor ${token}`, slug: `sponsor-${token}` }, overrideAccess: true })
  const elsewhere = await payload.create({ collection: 'companies', data: { name: 'Elsewhere Labs', slug: `elsewhere-${Date.now()}` }, overrideAccess: true })
  categorySlug = `placement-${token}`
  const category = await payload.create({ collection: 'categories', data: { name: `Placement test ${Date.now()}`, slug: categorySlug }, overrideAccess: true })
  const now = Date.now()
  for (const spec of SPECS) {
    await payload.create({
      collection: 'jobs',
      overrideAccess: true,
      data: {
        title: spec.untitled ? `Pinned elsewhere ${spec.name}` : `Sponsored role ${token} ${spec.name}`,
        slug: slugOf(spec.name),
        externalId: slugOf(spec.name),
        description: '<p>A remote role posted by an employer.</p>',
        postedAt: new Date(now - spec.ageDays * DAY).toISOString(),
        type: spec.type ?? 'contract',
        experienceLevel: 'mid',
        company: spec.untitled ? elsewhere.id : company.id,
        category: category.id,
        source: 'internal',
        status: 'active',
        featured: spec.featured ?? false,
        ...(spec.placement ? { placement: spec.placement, placementEndsAt: new Date(now + spec.endsInDays! * DAY).toISOString() } : {}),
      } as never,
    })
  }
})

describe('paid placement in the lists', () => {
  it('answers a placement only while it runs, and a paid featured or pinned job as featured', async () => {
    const answer = jobDetailSchema.parse((await api(jobBySlug.GET, 'GET', `/api/jobs/${slugOf('paid-featured')}`)).body)
    expect(answer).toMatchObject({ placement: 'featured', featured: true })
    const { jobs: found } = await list(search, `/api/search?q=${token}&limit=50`)
    const byName = new Map(found.map((job) => [nameOf(job), job]))
    expect(byName.get('paid-standard')).toMatchObject({ placement: 'standard', featured: false })
    expect(byName.get('pinned-ended')).toMatchObject({ placement: null, featured: false })
    expect(byName.get('editorial-featured')).toMatchObject({ placement: null, featured: true })
    expect(byName.get('plain-0')).toMatchObject({ placement: null, featured: false })
  })

  it('pins only jobs matching the words and filters, at most two a page, above the rest; the counts stay those of the list', async () => {
    const matches = SPECS.filter((spec) => !spec.untitled && spec.type !== 'full-time').map((spec) => spec.name)
    const pages = await allPages(search, `/api/search?q=${token}&type=contract`, 4)
    expect(pages[0]!.answer.pagination).toMatchObject({ total: matches.length, totalPages: Math.ceil(matches.length / 4) })
    for (const { block } of pages) {
      // Two pinned jobs match: both on every page. Not the full-time one, nor the ended one, nor the one without the word.
      expect(block.length).toBeLessThanOrEqual(PINNED_PER_PAGE)
      expect(new Set(block.map(nameOf))).toEqual(new Set(['pinned-a', 'pinned-b']))
    }
    // Below the blocks, every other match once: the pinned ones are left out of the pages that pin them (here, all).
    const rest = pages.flatMap((page) => page.rest.map(nameOf))
    expect(rest.sort()).toEqual(matches.filter((name) => name !== 'pinned-a' && name !== 'pinned-b').sort())
  })

  it('answers an explicit newest or highest sort in exactly that order, with no pinned block', async () => {
    for (const sort of ['newest', 'highest']) {
      const { jobs: found } = await list(search, `/api/search?q=${token}&sort=${sort}&limit=50`)
      expect(found.map(nameOf).slice(0, PINNED_PER_PAGE)).not.toEqual(expect.arrayContaining(['pinned-a']))
      expect(new Set(found.map((job) => job.id)).size).toBe(found.length)
    }
    const { jobs: newest } = await list(search, `/api/search?q=${token}&sort=newest&limit=50`)
    const dates = newest.map((job) => Date.parse(job.postedAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('orders featured-now jobs (editorial or paid) first in the plain order, and rotates the pinned ones page by page', async () => {
    const natural = [
      'paid-featured', 'editorial-featured', 'pinned-a', 'pinned-b', 'pinned-full-time', 'pinned-elsewhere',
      ...Array.from({ length: 8 }, (_, i) => `plain-${i}`), 'paid-standard', 'pinned-ended',
    ]
    const pinned = ['pinned-a', 'pinned-b', 'pinned-full-time', 'pinned-elsewhere']
    // The first read counts and orders its page from one scan of the matches ...
    const whole = await list(jobs, `/api/jobs?category=${categorySlug}&limit=50`)
    const wholeBlock = whole.jobs.slice(0, PINNED_PER_PAGE).map(nameOf)
    expect(pinned).toEqual(expect.arrayContaining(wholeBlock))
    expect(whole.jobs.slice(PINNED_PER_PAGE).map(nameOf)).toEqual(natural.filter((name) => !wholeBlock.includes(name)))
    // ... later pages reuse the cached count and walk the indexes (featured now, then the rest): the same order.
    const limit = 5
    const pages = await allPages(jobs, `/api/jobs?category=${categorySlug}`, limit)
    expect(pages[0]!.answer.pagination).toMatchObject({ total: natural.length, totalPages: Math.ceil(natural.length / limit) })
    pages.forEach(({ block, rest }, index) => {
      const shown = block.map(nameOf)
      expect(rest.map(nameOf)).toEqual(natural.slice(index * limit, (index + 1) * limit).filter((name) => !shown.includes(name)))
    })
    // Every pinned job of the list has its turn in the blocks.
    expect(new Set(pages.flatMap(({ block }) => block.map(nameOf)))).toEqual(new Set(pinned))
  })
})

describe('a placement that starts', () => {
  it('pins the job in its lists as soon as any server writes it, though "no pinned job anywhere" was kept', async () => {
    const payload = await getTestPayload()
    const word = `zq${Date.now().toString(36)}`
    const deadline = Date.now() + 5000
    while (!changeFeedLive() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25))
    const job = await payload.create({
      collection: 'jobs',
      overrideAccess: true,
      data: {
        title: `Soon pinned ${word}`, slug: `${word}-soon`, externalId: `${word}-soon`, description: '<p>Pinned later.</p>', postedAt: new Date().toISOString(),
        type: 'contract', experienceLevel: 'mid', company: (await payload.find({ collection: 'companies', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id,
        source: 'internal', status: 'active',
      } as never,
    })
    expect((await list(search, `/api/search?q=${word}`)).jobs.filter((found) => found.placement === 'pinned')).toEqual([])
    await payload.update({ collection: 'jobs', id: job.id, overrideAccess: true, data: { placement: 'pinned', placementEndsAt: new Date(Date.now() + DAY).toISOString() } as never })
    // Each try under a new URL, so no kept answer of the call itself is read; the kept lookups must be emptied.
    let shown: JobListItem[] = []
    for (let tries = 0; tries < 100 && shown.length === 0; tries++) {
      shown = (await list(search, `/api/search?q=${word}&limit=${10 + tries}`)).jobs.filter((found) => found.placement === 'pinned')
      if (shown.length === 0) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(shown.map((found) => found.slug)).toEqual([`${word}-soon`])
  })
})
