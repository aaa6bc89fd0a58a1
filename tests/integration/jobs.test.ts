import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  PINNED_PER_PAGE,
  SALARY_BUCKETS,
  TIMEZONE_BUCKETS,
  categoryPageResponseSchema,
  jobDetailSchema,
  jobListResponseSchema,
  keywordBlogsResponseSchema,
  keywordJobsResponseSchema,
  keywordLocationsResponseSchema,
  locationPageResponseSchema,
  type JobListItem,
} from '@cms/contract/jobs'
import { keywordSearchParams } from '@cms/contract/keywordSearch'
import { getBrand } from '@cms/domain/brand'
import { invalidateLocalCaches } from '@cms/lib/cache/dataChanges'
import { apiRequest, getTestPayload } from './helpers'
import { served } from '../support/servedApi'

const { GET: getBrandRoute } = served('/api/brand/:domain')
const { GET: getCategoryPage } = served('/api/categories/:slug')
const { GET: getJob } = served('/api/jobs/:slug')
const { GET: listJobs } = served('/api/jobs')
const { GET: keywordBlogs } = served('/api/keywords/blogs')
const { GET: keywordJobs } = served('/api/keywords/jobs')
const { GET: keywordLocations } = served('/api/keywords/locations')
const { GET: getLocationPage } = served('/api/locations/:slug')
const { GET: search } = served('/api/search')


async function json(responsePromise: Promise<Response>, status = 200) {
  const response = await responsePromise
  const body = await response.json()
  expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(status)
  return body
}

const list = async (qs: string) => jobListResponseSchema.parse(await json(listJobs(apiRequest(`/api/jobs${qs}`))))
const find = async (qs: string) => jobListResponseSchema.parse(await json(search(apiRequest(`/api/search${qs}`))))
const countOf = async (qs: string) => (await json(search(apiRequest(`/api/search${qs}&count=true`)))).count as number

/** A unique word so this file's jobs are found only by this file's searches. */
const token = `zq${Date.now().toString(36)}`
const made: Record<string, JobListItem['slug']> = {}

beforeAll(async () => {
  const payload = await getTestPayload()
  const company = await payload.create({ collection: 'companies', data: { name: `Acme ${token} Labs`, slug: `acme-${token}`, website: 'https://acme.example' }, overrideAccess: true })
  const skill = await payload.create({ collection: 'skills', data: { name: `Elixir${token}`, slug: `elixir-${token}` }, overrideAccess: true })
  const { docs: [category] } = await payload.find({ collection: 'categories', where: { slug: { equals: 'development' } }, limit: 1 })
  const { docs: [location] } = await payload.find({ collection: 'locations', where: { slug: { equals: 'germany' } }, limit: 1 })
  const base = {
    description: `<p>We build ${token} tools &amp; love <strong>remote</strong> work.</p>`,
    postedAt: new Date().toISOString(),
    type: 'full-time' as const,
    experienceLevel: 'mid' as const,
    company: company.id,
    category: category!.id,
    location: location!.id,
    source: 'internal' as const,
    status: 'active' as const,
  }
  const create = async (key: string, data: Record<string, unknown>) => {
    const doc = await payload.create({ collection: 'jobs', data: { ...base, externalId: `${token}-${key}`, slug: `${token}-${key}`, ...data } as never, overrideAccess: true })
    made[key] = doc.slug as string
  }
  await create('react', { title: `React Developer ${token}`, salaryMin: 60000, salaryMax: 90000, timezone: 'UTC+1' })
  await create('fullstack', { title: `Full Stack Engineer ${token}`, description: `<p>Node and ${token}</p>`, skills: [skill.id] })
  await create('hyphen', { title: `Full-Stack Developer ${token}`, applyUrl: 'https://acme.example/apply', salaryMin: 160000 })
  await create('expired', { title: `React Developer ${token} old`, status: 'expired' })
  // Newest of all, but the word is only in its description: 'relevant' ranks it after the title matches.
  const { docs: [otherCompany] } = await payload.find({ collection: 'companies', where: { slug: { not_equals: `acme-${token}` } }, limit: 1 })
  const { docs: [design] } = await payload.find({ collection: 'categories', where: { slug: { equals: 'design' } }, limit: 1 })
  await create('desconly', {
    title: 'Office Coordinator',
    description: `<p>Mentions ${token} once.</p>`,
    postedAt: new Date(Date.now() + 60_000).toISOString(),
    company: otherCompany!.id,
    category: design!.id,
  })
})

beforeEach(() => invalidateLocalCaches())

describe('GET /api/jobs', () => {
  it('answers a page of 10 active jobs with the pagination block, featured first', async () => {
    const body = await list('')
    // Other files' pinned jobs may sit above the page's own 10 (docs/search.md, "Paid placement").
    expect(body.jobs.length).toBeGreaterThanOrEqual(10)
    expect(body.jobs.length).toBeLessThanOrEqual(10 + PINNED_PER_PAGE)
    expect(body.pagination).toMatchObject({ page: 1, limit: 10 })
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.total / 10))
    expect(body.jobs[0]!.featured).toBe(true)
    const firstPlain = body.jobs.findIndex((j) => !j.featured)
    if (firstPlain >= 0) expect(body.jobs.slice(firstPlain).every((j) => !j.featured)).toBe(true)
    expect(body.jobs[0]!.description).not.toContain('<')
    expect(body.jobs[0]!.company.name).toBeTruthy()
  })

  it('never lists expired jobs', async () => {
    const payload = await getTestPayload()
    const active = await payload.count({ collection: 'jobs', where: { status: { equals: 'active' } }, overrideAccess: true })
    expect((await list('')).pagination.total).toBe(active.totalDocs)
    const all = await find(`?q=${token}&limit=50`)
    expect(all.jobs.map((j) => j.slug)).not.toContain(made.expired)
  })

  it('filters by type, experience, category and location (comma lists are OR, filters are AND)', async () => {
    const both = await list('?type=contract,freelance&limit=50')
    expect(both.jobs.length).toBeGreaterThan(0)
    expect(both.jobs.every((j) => ['contract', 'freelance'].includes(j.type))).toBe(true)
    const contract = await list('?type=contract')
    const freelance = await list('?type=freelance')
    expect(both.pagination.total).toBe(contract.pagination.total + freelance.pagination.total)

    const senior = await list('?experience=senior&limit=50')
    expect(senior.jobs.length).toBeGreaterThan(0)
    expect(senior.jobs.every((j) => j.experienceLevel === 'senior')).toBe(true)

    const design = await list('?category=design,marketing&limit=50')
    expect(design.jobs.length).toBeGreaterThan(0)
    expect(design.jobs.every((j) => ['design', 'marketing'].includes(j.category!.slug))).toBe(true)

    const combo = await list('?category=development&location=germany&type=full-time&limit=50')
    expect(combo.jobs.every((j) => j.category!.slug === 'development' && j.location!.slug === 'germany' && j.type === 'full-time')).toBe(true)
    expect(combo.jobs.map((j) => j.slug)).toContain(made.react)

    expect((await list('?category=no-such-category')).pagination.total).toBe(0)
  })

  it('filters by salary bucket on salaryMax (else salaryMin); jobs without a salary match no bucket', async () => {
    for (const [bucket, { min, max }] of Object.entries(SALARY_BUCKETS)) {
      const body = await list(`?salary=${bucket}&limit=50`)
      expect(body.jobs.length, bucket).toBeGreaterThan(0)
      for (const job of body.jobs) {
        const figure = job.salaryMax ?? job.salaryMin
        expect(figure).not.toBeNull()
        expect(figure!).toBeGreaterThanOrEqual(min)
        expect(figure!).toBeLessThanOrEqual(max)
      }
    }
    const all = await list('')
    const anyBucket = await list(`?salary=${Object.keys(SALARY_BUCKETS).join(',')}`)
    expect(anyBucket.pagination.total).toBeLessThan(all.pagination.total) // seeded jobs without salary fall out
    const high = await find(`?q=${token}&salary=150000-1000000`)
    expect(high.jobs.map((j) => j.slug)).toEqual([made.hyphen])
  })

  it('filters by time-zone bucket on the UTC offset; Flexible jobs match no bucket', async () => {
    const europe = await list('?timezone=europe&location=germany&limit=50')
    expect(europe.jobs.length).toBeGreaterThan(0)
    expect(europe.jobs.every((j) => /UTC\+[0-3]/.test(j.timezone ?? ''))).toBe(true)
    const americas = await list('?timezone=americas&limit=50')
    expect(americas.jobs.every((j) => /UTC-([4-9]|10)\b/.test(j.timezone ?? ''))).toBe(true)
    const asia = await list('?timezone=asia&limit=50')
    expect(asia.jobs.every((j) => /UTC\+([5-9]|1[0-2])/.test(j.timezone ?? ''))).toBe(true)
    const worldwide = await list('?location=worldwide&timezone=americas,europe,asia')
    expect(worldwide.pagination.total).toBe(0)
    expect(Object.keys(TIMEZONE_BUCKETS)).toEqual(['americas', 'europe', 'asia'])
  })

  it('sorts newest and highest', async () => {
    const newest = await list('?sort=newest&limit=50')
    const dates = newest.jobs.map((j) => Date.parse(j.postedAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const highest = await list('?sort=highest&limit=50')
    // The salary figure, as the salary filter reads it: salaryMax, else salaryMin.
    const salaries = highest.jobs.map((j) => j.salaryMax ?? j.salaryMin ?? -1)
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a))
    expect(salaries[0]).toBeGreaterThan(0)
  })

  it("'highest' sorts a job that states only a minimum by that minimum", async () => {
    const slugs = (await find(`?q=${token}&sort=highest`)).jobs.map((j) => j.slug)
    expect(slugs.slice(0, 2)).toEqual([made.hyphen, made.react]) // $160k minimum only, then $90k maximum
  })

  it('pages without overlap; past the end gives an empty page with the totals', async () => {
    const one = await list('?sort=newest&page=1')
    const two = await list('?sort=newest&page=2')
    expect(two.pagination.page).toBe(2)
    const ids = new Set(one.jobs.map((j) => j.id))
    expect(two.jobs.some((j) => ids.has(j.id))).toBe(false)
    const far = await list('?page=999')
    expect(far.jobs).toEqual([])
    expect(far.pagination.total).toBe(one.pagination.total)
  })

  it("refuses paging and sort outside the declared query with a 400 and the field's message", async () => {
    for (const qs of ['?page=-1', '?page=abc', '?page=1.5', '?page=0', '?page=null', '?page=99999999999']) {
      const refusal = await json(listJobs(apiRequest(`/api/jobs${qs}`)), 400)
      expect(refusal.message, qs).toBe('Page must be a whole number from 1 to 1000.')
    }
    for (const qs of ['?limit=100000', '?limit=-3', '?limit=abc', '?limit=0.5']) expect((await listJobs(apiRequest(`/api/jobs${qs}`))).status, qs).toBe(400)
    expect((await listJobs(apiRequest('/api/jobs?sort=evil'))).status).toBe(400)
    // Names the query does not declare (tracking parameters) are ignored.
    expect((await list('?utm_source=newsletter')).jobs.map((j) => j.id)).toEqual((await list('')).jobs.map((j) => j.id))
  })

  it('answers 400 JSON with a message for values outside the filter sets', async () => {
    for (const qs of ['?salary=foo', '?type=permanent', '?experience=guru', '?timezone=mars', "?category=x'%3B drop", `?type=${Array(30).fill('contract').map((v, i) => v + i).join(',')}`]) {
      const body = await json(listJobs(apiRequest(`/api/jobs${qs}`)), 400)
      expect(typeof body.message, qs).toBe('string')
    }
  })
})

describe('GET /api/search', () => {
  it("finds 'react developer' in titles, case-insensitively, and ranks before description-only matches", async () => {
    const body = await find(`?q=react+developer+${token}`)
    expect(body.jobs.map((j) => j.slug)).toEqual([made.react])
    const broad = await find('?q=React%20Developer&limit=50')
    expect(broad.jobs.length).toBeGreaterThan(0)
    expect(broad.jobs.some((j) => j.title.includes('React Developer'))).toBe(true)
  })

  it("matches hyphenated phrases either way ('full-stack' and 'full stack')", async () => {
    const hyphen = (await find(`?q=full-stack%20${token}`)).jobs.map((j) => j.slug).sort()
    const spaced = (await find(`?q=full%20stack%20${token}`)).jobs.map((j) => j.slug).sort()
    expect(hyphen).toEqual([made.fullstack, made.hyphen].sort())
    expect(spaced).toEqual(hyphen)
  })

  it('covers company name, skills and description', async () => {
    expect((await find(`?q=acme%20${token}%20labs`)).pagination.total).toBe(3)
    expect((await find(`?q=elixir${token}`)).jobs.map((j) => j.slug)).toEqual([made.fullstack])
    expect((await find(`?q=tools%20${token}`)).jobs.map((j) => j.slug).sort()).toEqual([made.react, made.hyphen].sort())
  })

  it('follows skill changes: a new skill is found, a removed one no longer matches', async () => {
    const payload = await getTestPayload()
    const rust = await payload.create({ collection: 'skills', data: { name: `Rustacean${token}`, slug: `rustacean-${token}` }, overrideAccess: true })
    const { docs } = await payload.find({ collection: 'jobs', where: { slug: { equals: made.fullstack } }, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'jobs', id: docs[0]!.id, data: { skills: [rust.id] }, overrideAccess: true })
    invalidateLocalCaches() // the NOTIFY that empties the caches arrives asynchronously; the documents change at once
    expect((await find(`?q=rustacean${token}`)).jobs.map((j) => j.slug)).toEqual([made.fullstack])
    expect((await find(`?q=elixir${token}`)).pagination.total).toBe(0)
    const elixir = await payload.find({ collection: 'skills', where: { slug: { equals: `elixir-${token}` } }, depth: 0, overrideAccess: true })
    await payload.update({ collection: 'jobs', id: docs[0]!.id, data: { skills: [elixir.docs[0]!.id] }, overrideAccess: true })
    invalidateLocalCaches()
    expect((await find(`?q=elixir${token}`)).jobs.map((j) => j.slug)).toEqual([made.fullstack])
    expect((await find(`?q=rustacean${token}`)).pagination.total).toBe(0)
  })

  it('combines the text with location and category, and counts with count=true', async () => {
    expect((await find(`?q=${token}&location=germany&category=development`)).pagination.total).toBe(3)
    expect((await find(`?q=${token}&location=japan`)).pagination.total).toBe(0)
    expect(await countOf(`?q=${token}`)).toBe(4)
    expect(await countOf(`?q=${token}&type=contract`)).toBe(0)
    const broad = await countOf('?q=developer')
    expect(broad).toBeGreaterThan(10)
    expect(broad).toBe((await find('?q=developer')).pagination.total)
  })

  it('treats tsquery operators and quotes as plain text, never a 500', async () => {
    for (const q of ["& | ! : * ' ( ) <->", 'react & (', "c++ <-> 'node'", '!!!', 'react:*', '\\', '%00']) {
      const response = await search(apiRequest(`/api/search?q=${encodeURIComponent(q)}`))
      expect(response.status, q).toBe(200)
      jobListResponseSchema.parse(await response.json())
    }
    const ops = await find(`?q=${encodeURIComponent(`(${token}) & !react`)}`)
    expect(ops.jobs.map((j) => j.slug)).toEqual([made.react]) // operators dropped: token AND react (the expired one excluded)
  })

  it('rejects a 10,000-character q with a 400 JSON message', async () => {
    const body = await json(search(apiRequest(`/api/search?q=${'a'.repeat(10_000)}`)), 400)
    expect(body.message).toMatch(/at most 200 characters/)
  })

  it("'relevant' puts title matches before description-only matches; 'newest' does not", async () => {
    const relevant = (await find(`?q=${token}`)).jobs.map((j) => j.slug)
    expect(relevant).toHaveLength(4)
    expect(relevant.at(-1)).toBe(made.desconly)
    const newest = (await find(`?q=${token}&sort=newest`)).jobs.map((j) => j.slug)
    expect(newest[0]).toBe(made.desconly)
  })

  it('with an empty q lists every active job', async () => {
    expect((await find('?q=')).pagination.total).toBe((await list('')).pagination.total)
  })
})

describe('GET /api/search reads what people mean (issue 21)', () => {
  it('ranks by title, company, skills and category only: a word repeated in a description does not lift a job above a newer one', async () => {
    const payload = await getTestPayload()
    const word = `${token}rep`
    // Another company than this file's Acme, whose name carries `token`.
    const { docs: [company] } = await payload.find({ collection: 'companies', where: { slug: { not_equals: `acme-${token}` } }, limit: 1 })
    const { docs: [category] } = await payload.find({ collection: 'categories', where: { slug: { equals: 'design' } }, limit: 1 })
    const job = (key: string, description: string, postedAt: Date) =>
      payload.create({
        collection: 'jobs',
        data: { title: `Office Coordinator ${key}`, description, postedAt: postedAt.toISOString(), type: 'full-time', experienceLevel: 'mid', company: company!.id, category: category!.id, source: 'internal', status: 'active', externalId: `${word}-${key}`, slug: `${word}-${key}` } as never,
        overrideAccess: true,
      })
    const older = await job('older', `<p>${Array.from({ length: 12 }, () => word).join(', ')}</p>`, new Date(Date.now() - 86_400_000))
    const newer = await job('newer', `<p>Mentions ${word} once.</p>`, new Date())
    invalidateLocalCaches()
    expect((await find(`?q=${word}`)).jobs.map((j) => j.slug)).toEqual([newer.slug, older.slug])
  })

  it('corrects a word that matches nothing to the nearest vocabulary word, and says so', async () => {
    const body = await find(`?q=Reactt+developer+${token}`)
    expect(body.jobs.map((j) => j.slug)).toEqual([made.react])
    expect(body.meta).toEqual({ correctedQuery: `react developer ${token}` })
  })

  it('searches a misspelling as typed when it stems to a word live jobs hold', async () => {
    // 'enginer' and 'engineer' are both engin to PostgreSQL: the jobs match, so nothing is corrected.
    const body = await find('?q=enginer')
    expect(body.jobs.length).toBeGreaterThan(0)
    expect(body.meta).toBeUndefined()
  })

  it('drops filler words and matches every spelling of a synonym group', async () => {
    const slugs = (await find(`?q=remote+fullstack+jobs+${token}`)).jobs.map((j) => j.slug).sort()
    expect(slugs).toEqual([made.fullstack, made.hyphen].sort())
    expect((await find(`?q=react+dev+${token}`)).jobs.map((j) => j.slug)).toEqual([made.react])
  })

  it('reads quotes, OR and minus', async () => {
    expect((await find(`?q=${token}+-react`)).jobs.map((j) => j.slug)).not.toContain(made.react)
    expect((await find(`?q=${encodeURIComponent(`"react developer" ${token}`)}`)).jobs.map((j) => j.slug)).toEqual([made.react])
    const either = (await find(`?q=${encodeURIComponent(`elixir${token} OR coordinator`)}&limit=50`)).jobs.map((j) => j.slug)
    expect(either).toEqual(expect.arrayContaining([made.fullstack, made.desconly]))
  })

  it('relaxes to the jobs matching most of the words when all of them match nothing', async () => {
    const body = await find(`?q=${token}+xylophonist`)
    expect(body.meta).toEqual({ relaxed: true })
    expect(body.pagination.total).toBe(4)
    expect((await find(`?q=${token}+xylophonist+react`)).jobs[0]!.slug).toBe(made.react) // two of three words
  })

  it("adds the description's matched passage, escaped, with <mark> as the only tag", async () => {
    const [job] = (await find(`?q=tools+${token}+react`)).jobs
    expect(job!.highlight).toContain(`build <mark>${token}</mark> <mark>tools</mark> &amp; love remote work`)
    expect(job!.highlight!.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
    expect(job!.description).not.toContain('<mark>')
  })

  it('facets=true counts each filter value for the text and the other filters, each facet ignoring its own filter', async () => {
    const contract = await find(`?q=${token}&type=contract&facets=true`)
    expect(contract.pagination.total).toBe(0)
    expect(contract.facets!.type).toEqual([{ value: 'full-time', count: 4 }])
    expect(contract.facets!.category).toEqual([])
    const all = await find(`?q=${token}&facets=true`)
    expect(all.facets!.category).toEqual([{ value: 'development', count: 3 }, { value: 'design', count: 1 }])
    // Europe holds Germany: its count is what ?location=europe lists.
    expect(all.facets!.location).toEqual([{ value: 'europe', count: 4 }, { value: 'germany', count: 4 }])
    expect(all.facets!.salary).toEqual([{ value: 'not-given', count: 2 }, { value: '150000-1000000', count: 1 }, { value: '50000-100000', count: 1 }])
    expect(all.facets!.timezone).toEqual([{ value: 'europe', count: 1 }])
    expect(all.facets!.experience).toEqual([{ value: 'mid', count: 4 }])
    expect((await find(`?q=${token}`)).facets).toBeUndefined()
  })

  it('keyword pages keep strict matching (match=strict)', async () => {
    expect((await find(`?q=fullstack+${token}&match=strict`)).pagination.total).toBe(0)
    expect((await find(`?q=full+stack+${token}&match=strict`)).pagination.total).toBe(2)
  })
})

describe('GET /api/jobs/{slug}', () => {
  it('answers the job with company, category, location and skills, and the full description', async () => {
    const job = jobDetailSchema.parse(await json(getJob(apiRequest(`/api/jobs/${made.fullstack}`))))
    expect(job.company).toEqual({ name: `Acme ${token} Labs`, slug: `acme-${token}`, website: 'https://acme.example', logo: null })
    expect(job.category).toEqual({ name: 'Development', slug: 'development' })
    expect(job.location).toMatchObject({ name: 'Germany', slug: 'germany' })
    expect(job.skills.map((s) => s.name)).toEqual([`Elixir${token}`])
    expect(job.description).toBe(`<p>Node and ${token}</p>`)
    expect(job.timezone).toBeNull()
  })

  it('answers a JSON 404 for unknown jobs and a 410 for expired ones', async () => {
    for (const slug of ['no-such-job', '..%2F..']) {
      const body = await json(getJob(apiRequest(`/api/jobs/${slug}`)), 404)
      expect(body.message).toBe('Job not found')
    }
    const gone = await json(getJob(apiRequest(`/api/jobs/${made.expired!}`)), 410)
    expect(gone.message).toBe('This job is no longer available')
  })
})

describe('GET /api/categories/{slug} and /api/locations/{slug}', () => {
  it('answer the entity, the active-job count and a page of its jobs', async () => {
    const category = categoryPageResponseSchema.parse(await json(getCategoryPage(apiRequest('/api/categories/design'))))
    expect(category.category).toMatchObject({ slug: 'design', name: 'Design' })
    expect(category.count).toBeGreaterThan(0)
    expect(category.jobs.length).toBe(Math.min(10, category.count))
    expect(category.jobs.every((j) => j.category!.slug === 'design')).toBe(true)

    const location = locationPageResponseSchema.parse(await json(getLocationPage(apiRequest('/api/locations/germany?type=full-time'))))
    expect(location.location).toMatchObject({ slug: 'germany', region: 'Europe', country: 'Germany' })
    expect(location.jobs.every((j) => j.location!.slug === 'germany' && j.type === 'full-time')).toBe(true)
    expect(location.count).toBe(location.pagination.total)
  })

  it('answer a JSON 404 for unknown slugs', async () => {
    expect((await json(getCategoryPage(apiRequest('/api/categories/nope')), 404)).message).toBe('Category not found')
    expect((await json(getLocationPage(apiRequest('/api/locations/nope')), 404)).message).toBe('Location not found')
  })
})

describe('a location filter covers the locations it holds (issue 30)', () => {
  it("a region lists its countries' jobs; worldwide and 'Anywhere (Flexible)' are one choice", async () => {
    const europe = await list('?location=europe&limit=50')
    const ownOnly = europe.jobs.filter((j) => j.location!.slug === 'europe').length
    expect(europe.jobs.map((j) => j.slug)).toContain(made.react) // filed under Germany
    expect(europe.pagination.total).toBeGreaterThan(ownOnly)
    expect(europe.jobs.every((j) => j.location!.region === 'Europe')).toBe(true)
    const germany = await list('?location=germany&limit=50')
    expect(germany.jobs.every((j) => j.location!.slug === 'germany')).toBe(true)

    const worldwide = await list('?location=worldwide')
    const anywhere = await list('?location=anywhere')
    expect(anywhere.pagination.total).toBe(worldwide.pagination.total)
    const both = await list('?location=worldwide&limit=50&page=1')
    expect(new Set(both.jobs.map((j) => j.location!.slug))).toEqual(new Set(['worldwide', 'anywhere']))

  })

  it("the location page, the panel's count and the popular-locations count all mean what the list shows", async () => {
    const page = locationPageResponseSchema.parse(await json(getLocationPage(apiRequest('/api/locations/europe'))))
    const listed = await list('?location=europe')
    expect(page.count).toBe(listed.pagination.total)
    const faceted = await find('?facets=true&q=developer')
    const europeFacet = faceted.facets!.location.find((f) => f.value === 'europe')!.count
    expect(europeFacet).toBe((await find('?q=developer&location=europe')).pagination.total)
    const { locations } = keywordLocationsResponseSchema.parse(await json(keywordLocations(apiRequest('/api/keywords/locations?limit=50'))))
    expect(locations.find((entry) => entry.slug === 'europe')!.count).toBe(page.count)
  })
})

describe('GET /api/keywords/*', () => {
  it('jobs: popular roles and skills, 5 by default, limit honoured', async () => {
    const body = keywordJobsResponseSchema.parse(await json(keywordJobs(apiRequest('/api/keywords/jobs'))))
    expect(body.jobs).toHaveLength(5)
    for (const entry of body.jobs) {
      expect(entry.keyword).toBe(`remote ${entry.topic!.toLowerCase()} jobs`)
      expect(entry.canonicalUrl).toMatch(new RegExp(`/keywords/${entry.slug}$`))
    }
    expect(keywordJobsResponseSchema.parse(await json(keywordJobs(apiRequest('/api/keywords/jobs?limit=8')))).jobs).toHaveLength(8)
    for (const limit of ['evil', '0', '51']) expect((await keywordJobs(apiRequest(`/api/keywords/jobs?limit=${limit}`))).status, limit).toBe(400)
  })

  it("jobs: each count is the total of the keyword page's own search (not the jobs with that exact title or skill tag)", async () => {
    const { jobs } = keywordJobsResponseSchema.parse(await json(keywordJobs(apiRequest('/api/keywords/jobs?limit=12'))))
    for (const entry of jobs) {
      const page = await find(`?${new URLSearchParams(keywordSearchParams(entry.slug))}`)
      expect({ slug: entry.slug, count: entry.count }).toEqual({ slug: entry.slug, count: page.pagination.total })
    }
  })

  it('locations: busiest locations, linking to the location pages', async () => {
    const body = keywordLocationsResponseSchema.parse(await json(keywordLocations(apiRequest('/api/keywords/locations?limit=3'))))
    expect(body.locations).toHaveLength(3)
    expect(body.locations[0]!.canonicalUrl).toMatch(new RegExp(`/locations/${body.locations[0]!.slug}$`))
    expect(body.locations[0]!.count!).toBeGreaterThanOrEqual(body.locations[2]!.count!)
  })

  it('blogs: published posts with their topic', async () => {
    const body = keywordBlogsResponseSchema.parse(await json(keywordBlogs(apiRequest('/api/keywords/blogs'))))
    expect(body.blogs.length).toBeGreaterThan(0)
    expect(body.blogs.length).toBeLessThanOrEqual(5)
    expect(body.blogs[0]!.canonicalUrl).toMatch(/\/blog\/post\//)
    expect(body.blogs[0]!.topic).toBeTruthy()
  })
})

describe('GET /api/brand/{domain}', () => {
  it('answers a JSON 404 without BRANDFETCH_API_KEY and 400 for a bad domain', async () => {
    delete process.env.BRANDFETCH_API_KEY
    const body = await json(getBrandRoute(apiRequest('/api/brand/stripe.com')), 404)
    expect(body.message).toBeTruthy()
    await json(getBrandRoute(apiRequest(`/api/brand/${encodeURIComponent('<script>')}`)), 400)
  })

  it('maps Brandfetch data and caches it for an hour', async () => {
    process.env.BRANDFETCH_API_KEY = 'test-key'
    let calls = 0
    const fake = (async () => {
      calls++
      return Response.json({ name: 'Acme', logos: [{ type: 'logo', formats: [{ format: 'png', src: 'https://cdn/logo.png' }, { format: 'svg', src: 'https://cdn/logo.svg' }] }, { type: 'icon', formats: [{ format: 'png', src: 'https://cdn/icon.png' }] }], colors: [{ hex: '#123456', type: 'brand' }] })
    }) as unknown as typeof fetch
    const domain = `${token}.example`
    expect(await getBrand(`https://www.${domain}/about`, fake)).toEqual({ logo: 'https://cdn/logo.svg', icon: 'https://cdn/icon.png', name: 'Acme', primaryColor: '#123456' })
    await getBrand(domain, fake)
    expect(calls).toBe(1)
    delete process.env.BRANDFETCH_API_KEY
  })
})
