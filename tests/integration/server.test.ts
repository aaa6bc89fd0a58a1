import { describe, expect, it } from 'vitest'
import * as catchAll from '@cms/app/api/[...path]/route'
import { GET as health } from '@cms/app/api/health/route'
import { GET as session } from '@cms/app/api/auth/session/route'
import { apiRequest } from './helpers'

describe('server basics', () => {
  it('GET /api/health answers 200 while the database is up', async () => {
    const response = await health()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' })
  })

  it('answers a JSON 404 for unknown /api paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await catchAll[method](apiRequest('/api/does-not-exist', { method }))
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect((await response.json()).message).toMatch(/No API endpoint/)
    }
  })

  it('GET /api/auth/session answers 401 JSON when signed out', async () => {
    const response = await session(apiRequest('/api/auth/session'), {})
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'Not signed in' })
  })
})
