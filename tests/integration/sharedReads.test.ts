import { describe, expect, it } from 'vitest'
import { changeFeedLive } from '@cms/lib/cache/dataChanges'
import { answerApi } from '@cms/api/answerApi'
import { getTestPayload } from './helpers'
import { until } from './dataChanges'

const read = (pathname: string) => answerApi(new Request(`http://localhost${pathname}`))

describe("the declarations' shared reads (answered from the in-process cache)", () => {
  it('answers a shared read as JSON, and refuses another method on its path', async () => {
    const categories = await read('/api/categories')
    expect(categories.status).toBe(200)
    expect(categories.headers.get('content-type')).toContain('application/json')
    expect(Array.isArray(await categories.json())).toBe(true)
    const posted = await answerApi(new Request('http://localhost/api/jobs', { method: 'POST' }))
    expect(posted.status).toBe(405)
    expect(posted.headers.get('allow')).toBe('GET')
  })

  it('answers bad input and unknown slugs with JSON 4xx', async () => {
    const missing = await read('/api/jobs/no-such-job-anywhere')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ message: 'Job not found' })
    expect((await read('/api/jobs/%E0%A4%A')).status).toBe(400)
  })

  it('serves a repeated read from its cache until a job appears, on any connection', async () => {
    await until(async () => changeFeedLive())
    const word = `cachezq${Date.now().toString(36)}`
    const total = async () => ((await (await read(`/api/search?q=${word}`)).json()) as { pagination: { total: number } }).pagination.total
    expect(await total()).toBe(0)
    const payload = await getTestPayload()
    const { docs: [template] } = await payload.find({ collection: 'jobs', where: { status: { equals: 'active' } }, limit: 1, depth: 0, overrideAccess: true })
    const job = await payload.create({
      collection: 'jobs',
      data: {
        title: `Cache Tester ${word}`,
        slug: word,
        externalId: word,
        description: '<p>Checks the cache.</p>',
        postedAt: new Date().toISOString(),
        type: 'full-time',
        experienceLevel: 'mid',
        company: template!.company,
        category: template!.category,
        location: template!.location,
        source: 'internal',
        status: 'active',
      } as never,
      overrideAccess: true,
    })
    await until(async () => (await total()) === 1)
    const detail = await read(`/api/jobs/${word}`)
    expect(((await detail.json()) as { title: string }).title).toContain(word)
    await payload.delete({ collection: 'jobs', id: job.id, overrideAccess: true })
    await until(async () => (await total()) === 0)
  })
})
