import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { changeFeedLive, dataGeneration, invalidateLocalCaches } from '@cms/lib/cache/dataChanges'
import { poolOf } from '@cms/lib/sql'
import { feedRoute } from '@cms/server/documents/feedRoute'
import { apiRequest, getTestPayload } from './helpers'

const [rssGet, atomGet, jsonGet] = (['rss', 'atom', 'json'] as const).map(feedRoute)

/** A unique word so only this file's jobs match this file's feeds (the test database is shared). */
const token = `zfeed${Date.now().toString(36)}`
const slugs: Record<string, string> = {}

beforeAll(async () => {
  process.env.SITE_URL = 'http://localhost:3000'
  const payload = await getTestPayload()
  const company = await payload.create({ collection: 'companies', data: { name: `Feedco ${token}`, slug: `feedco-${token}` }, overrideAccess: true })
  const { docs: [category] } = await payload.find({ collection: 'categories', where: { slug: { equals: 'development' } }, limit: 1 })
  const make = async (key: string, data: Record<string, unknown>, minutesAgo: number) => {
    const slug = `${token}-${key}`
    slugs[key] = slug
    await payload.create({
      collection: 'jobs',
      data: {
        title: `${key} engineer ${token}`,
        description: `<p>Build <strong>${token}</strong> things &amp; more.</p>`,
        postedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        type: 'full-time',
        experienceLevel: 'mid',
        company: company.id,
        category: category!.id,
        source: 'internal',
        status: 'active',
        slug,
        externalId: slug,
        ...data,
      } as never,
      overrideAccess: true,
    })
  }
  await make('older', {}, 10)
  await make('newer', {}, 1)
  await make('contract', { type: 'contract' }, 5)
  await make('gone', { status: 'expired' }, 0)
  // Its own company too: the company's name is searchable, and the lists above must not find this job.
  const markupCompany = await payload.create({ collection: 'companies', data: { name: `Markupco ${markupToken}`, slug: `markupco-${markupToken}` }, overrideAccess: true })
  await make('markup', { title: `<img src=x onerror=alert(1)>Script <b>engineer</b> ${markupToken}`, description: `<p>Found by ${markupToken} only.</p>`, company: markupCompany.id }, 20)
})

/** The word of the job whose title carries markup (a separate search, so the lists above stay as they are). */
const markupToken = `zmarkup${Date.now().toString(36)}`

const feeds = [
  ['rss', rssGet, 'application/rss+xml; charset=utf-8', (body: string) => parseRssFeed(body).items!.map((item) => ({ title: item.title, link: item.link, author: item.authors?.[0]?.name }))],
  ['atom', atomGet, 'application/atom+xml; charset=utf-8', (body: string) => parseAtomFeed(body).entries!.map((entry) => ({ title: entry.title?.value, link: entry.links?.[0]?.href, author: entry.authors?.[0]?.name }))],
  ['json', jsonGet, 'application/feed+json; charset=utf-8', (body: string) => parseJsonFeed(JSON.parse(body)).items!.map((item) => ({ title: item.title, link: item.url, author: item.authors?.[0]?.name }))],
] as const

const get = (route: (request: Request, context: never) => Promise<Response>, path: string, headers: Record<string, string> = {}) =>
  route(apiRequest(path, { headers }), undefined as never)

describe.each(feeds)('/feeds/jobs.%s', (format, route, contentType, items) => {
  it('parses with a feed parser and lists the newest matching active jobs with link and company', async () => {
    const response = await get(route, `/feeds/jobs.${format}?q=${token}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(contentType)
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
    expect(response.headers.get('last-modified')).toBeTruthy()
    const list = items(await response.text())
    expect(list.map((item) => item.title)).toEqual([`newer engineer ${token}`, `contract engineer ${token}`, `older engineer ${token}`])
    expect(list[0]!.link).toBe(`http://localhost:3000/jobs/${slugs.newer}`)
    expect(String(list[0]!.author)).toContain(`Feedco ${token}`)
  })

  it('writes a title that carries markup as text: no tag in it, and Atom says type="text"', async () => {
    const body = await (await get(route, `/feeds/jobs.${format}?q=${markupToken}`)).text()
    expect(items(body).map((item) => item.title)).toEqual([`Script engineer ${markupToken}`])
    expect(body).not.toContain('<img')
    expect(body).not.toContain('<title type="html"')
  })

  it('applies the filters', async () => {
    const list = items(await (await get(route, `/feeds/jobs.${format}?q=${token}&type=contract&category=development`)).text())
    expect(list.map((item) => item.title)).toEqual([`contract engineer ${token}`])
  })

  it('answers 304 to a matching If-None-Match and to a current If-Modified-Since', async () => {
    const first = await get(route, `/feeds/jobs.${format}?q=${token}`)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    const again = await get(route, `/feeds/jobs.${format}?q=${token}`, { 'If-None-Match': `W/"other", ${etag}` })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect((await get(route, `/feeds/jobs.${format}?q=${token}`, { 'If-None-Match': '"stale"' })).status).toBe(200)
    expect((await get(route, `/feeds/jobs.${format}?q=${token}`, { 'If-Modified-Since': first.headers.get('last-modified')! })).status).toBe(304)
    expect((await get(route, `/feeds/jobs.${format}?q=${token}&type=contract`, { 'If-None-Match': etag })).status).toBe(200)
  })

  it.each(['type=permanent', 'salary=lots', 'category=no-such-category', 'location=Bad Slug!'])('answers 400 JSON for %s', async (query) => {
    const response = await get(route, `/feeds/jobs.${format}?${query}`)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toEqual(expect.any(String))
  })
})

it('the JSON feed is JSON Feed 1.1 with plain-text summaries', async () => {
  const feed = JSON.parse(await (await get(jsonGet, `/feeds/jobs.json?q=${token}`)).text())
  expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
  expect(feed.items[0].content_text).toBe(`Build ${token} things & more.`)
  expect(feed.feed_url).toBe(`http://localhost:3000/feeds/jobs.json?q=${token}`)
})

it('keeps a rendered feed for every reader until the jobs change, instead of searching again on every poll', async () => {
  const payload = await getTestPayload()
  const statements = vi.spyOn(poolOf(payload), 'query')
  const poll = async () => {
    const response = await get(rssGet, `/feeds/jobs.rss?q=${token}`)
    expect(response.status).toBe(200)
    return response.text()
  }
  try {
    // The caches keep nothing until this process listens for changes.
    for (let waited = 0; !changeFeedLive() && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
    invalidateLocalCaches()
    const first = await poll()
    const searched = statements.mock.calls.length
    expect(searched).toBeGreaterThan(0)
    expect(await poll()).toBe(first)
    expect(statements.mock.calls.length).toBe(searched)

    const before = dataGeneration()
    await payload.update({ collection: 'jobs', where: { slug: { equals: slugs.contract } }, data: { status: 'expired' }, overrideAccess: true })
    for (let waited = 0; dataGeneration() === before && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
    const afterChange = await poll()
    expect(statements.mock.calls.length).toBeGreaterThan(searched)
    expect(afterChange).not.toContain(slugs.contract)
    expect(first).toContain(slugs.contract)
  } finally {
    statements.mockRestore()
  }
})
