import { beforeAll, describe, expect, it } from 'vitest'
import { HTTP_URL_REQUIRED } from '@cms/contract/links'
import { getTestPayload } from './helpers'

const token = `apply${Date.now().toString(36)}`
let companyId: number

beforeAll(async () => {
  const payload = await getTestPayload()
  companyId = (await payload.create({ collection: 'companies', data: { name: `Apply ${token}`, slug: `apply-${token}` }, overrideAccess: true })).id
})

const job = (key: string, applyUrl: string) => ({
  title: `Apply Link ${token} ${key}`,
  slug: `${token}-${key}`,
  description: '<p>Apply here.</p>',
  postedAt: new Date().toISOString(),
  type: 'full-time' as const,
  experienceLevel: 'mid' as const,
  company: companyId,
  source: 'internal' as const,
  externalId: `${token}-${key}`,
  applyUrl,
})

/** Payload's ValidationError, naming the field and our message. */
const refused = { data: { errors: [expect.objectContaining({ path: 'applyUrl', message: HTTP_URL_REQUIRED })] } }

describe("a job's apply link (every Payload write: the admin, REST, the Local API)", () => {
  it.each(['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example/apply', 'not a url'])('refuses %s', async (applyUrl) => {
    const payload = await getTestPayload()
    await expect(payload.create({ collection: 'jobs', data: job(applyUrl.length.toString(36) + Math.random().toString(36).slice(2, 6), applyUrl) as never, overrideAccess: true })).rejects.toMatchObject(refused)
  })

  it('keeps an http(s) link, and refuses to change it to javascript: later', async () => {
    const payload = await getTestPayload()
    const created = await payload.create({ collection: 'jobs', data: job('ok', 'https://acme.example/apply') as never, overrideAccess: true })
    expect(created.applyUrl).toBe('https://acme.example/apply')
    await expect(payload.update({ collection: 'jobs', id: created.id, data: { applyUrl: 'javascript:alert(1)' }, overrideAccess: true })).rejects.toMatchObject(refused)
    await payload.update({ collection: 'jobs', id: created.id, data: { applyUrl: '' }, overrideAccess: true })
  })
})
