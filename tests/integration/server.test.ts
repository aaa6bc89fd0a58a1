import { describe, expect, it } from 'vitest'
import { apiRequest } from './helpers'
import { answerApi } from '@cms/api/answerApi'
import { served } from '../support/servedApi'

const { GET: live } = served('/api/live')
const { GET: docs } = served('/api/docs')
const { GET: health } = served('/api/health')
const { GET: session } = served('/api/auth/session')

describe('server basics', () => {
  it('GET /api/health answers 200 while the database is up', async () => {
    const response = await health(apiRequest('/api/health'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  it('answers a JSON 404 for unknown /api paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await answerApi(apiRequest('/api/does-not-exist', { method }))
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect((await response.json()).message).toMatch(/No API endpoint/)
    }
  })

  it('answers a known path with another method 405 with Allow, and OPTIONS with Allow', async () => {
    const refused = await answerApi(apiRequest('/api/auth/login', { method: 'DELETE' }))
    expect(refused.status).toBe(405)
    expect(refused.headers.get('allow')).toBe('POST')
    expect((await refused.json()).message).toMatch(/not supported/)
    const options = await answerApi(apiRequest('/api/alerts', { method: 'OPTIONS' }))
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('POST, GET')
  })

  it('GET /api/live answers without the database; GET /api/docs is the reference page', async () => {
    expect(await (await live(apiRequest('/api/live'))).json()).toEqual({ status: 'live' })
    const page = await docs(apiRequest('/api/docs'))
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    // Scalar's reader over the document, from our origin; the plain reference for visitors without JavaScript.
    expect(html).toContain('data-url="/api/openapi.json"')
    expect(html).toContain('<script src="/api/docs/reference.js"></script>')
    expect(html).toContain('<code>/api/jobs/{slug}</code>')
    expect(html).toContain('href="/api/openapi.json"')
    const script = await answerApi(apiRequest('/api/docs/reference.js'))
    expect(script.headers.get('content-type')).toContain('text/javascript')
    expect(await script.text()).toContain('api-reference')
  })

  it('GET /api/auth/session answers 401 JSON when signed out', async () => {
    const response = await session(apiRequest('/api/auth/session'), {})
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'Please sign in first.' })
  })
})
