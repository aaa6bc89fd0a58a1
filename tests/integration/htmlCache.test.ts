import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changeFeedLive } from '@cms/lib/cache/dataChanges'
import { SCRIPTS_ON_INTENT_MARK } from '@cms/contract/ssr'
import { createSsrSteps } from '@cms/server/ssrMiddleware'
import { until, writeFromAnotherServer } from './dataChanges'
import { exchangeOf } from '@cms/server/middlewareStep'

/** A renderer that counts its renders (the first is a 404, later ones a 200) and shows the cookie it was given. */
let renders = 0
const { render: ssr } = createSsrSteps({
  dev: false,
  loadRenderer: async () => ({
    async render(request) {
      renders++
      return { status: renders === 1 ? 404 : 200, html: `<p>render ${renders} for ${request.headers.get('cookie') ?? 'anyone'}</p>${SCRIPTS_ON_INTENT_MARK}` }
    },
    serveDevAsset: async () => false,
  }),
})

let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer((request, response) => void ssr(exchangeOf(request, response)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  await until(() => changeFeedLive())
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, { headers })
  return { status: response.status, body: await response.text(), cacheControl: response.headers.get('cache-control') }
}

describe('server-rendered pages and data changes', () => {
  it('a post that answered 404 before it was published answers 200 as soon as any server writes the posts table', async () => {
    const before = await get('/blog/post/soon')
    expect(before.status).toBe(404)
    expect(await get('/blog/post/soon')).toEqual(before)
    await writeFromAnotherServer(`UPDATE posts SET updated_at = updated_at WHERE false`)
    await until(async () => (await get('/blog/post/soon')).status === 200)
  })

  it('a draft preview (or any address with a token) is rendered for each request and never stored anywhere', async () => {
    const first = await get('/blog/post/draft?preview=secret')
    const second = await get('/blog/post/draft?preview=secret')
    expect(second.body).not.toBe(first.body)
    expect(first.cacheControl).toBe('private, no-store')
    expect((await get('/alerts/manage?token=abc')).cacheControl).toBe('private, no-store')
  })

  it('signed-in visitors get the cached anonymous page, but no shared cache may keep it', async () => {
    const anonymous = await get('/categories')
    expect(anonymous.cacheControl).toMatch(/^public/)
    const signedIn = await get('/categories', { cookie: 'payload-token=x' })
    expect(signedIn.body).toBe(anonymous.body.replace(SCRIPTS_ON_INTENT_MARK, ''))
    expect(signedIn.cacheControl).toBe('private, no-store')
  })

  it("a read-first page's scripts wait for an anonymous visitor's first interaction, but load at once for a signed-in one", async () => {
    expect((await get('/locations')).body).toContain(SCRIPTS_ON_INTENT_MARK)
    expect((await get('/locations', { cookie: 'payload-token=x' })).body).not.toContain(SCRIPTS_ON_INTENT_MARK)
  })

  it('the profile is rendered with the session cookie alone for each visitor who has one, never kept; every other page never sees it', async () => {
    const ada = await get('/profile', { cookie: 'theme=dark; payload-token=ada' })
    expect(ada.body).toContain('for payload-token=ada<')
    expect(ada.cacheControl).toBe('private, no-store')
    const bob = await get('/profile', { cookie: 'payload-token=bob' })
    expect(bob.body).toContain('for payload-token=bob<')
    const anonymous = await get('/profile')
    expect(anonymous.body).toContain('for anyone<')
    expect(anonymous.cacheControl).toMatch(/^public/)
    expect((await get('/profile')).body).toBe(anonymous.body)
    expect((await get('/companies', { cookie: 'payload-token=ada' })).body).toContain('for anyone<')
  })
})
