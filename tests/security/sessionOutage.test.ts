import { describe, expect, it, vi } from 'vitest'
import { createTestUser, getTestPayload } from '../integration/helpers'
import { api } from './calls'
import { served } from '../support/servedApi'

const { GET: session } = served('/api/auth/session')

describe('session check during a database outage (item 18)', () => {
  it('answers 503, not 401, so the browser keeps its session', async () => {
    const payload = await getTestPayload()
    const user = await createTestUser('user')
    expect((await api(session, 'GET', '/api/auth/session', { cookie: user.cookie })).status).toBe(200)
    // Every query fails, as when PostgreSQL is down.
    const outage = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
    const db = payload.db as unknown as { findOne: () => Promise<unknown>; find: () => Promise<unknown>; drizzle: { execute: () => Promise<unknown> } }
    const spies = [vi.spyOn(db, 'findOne').mockImplementation(outage), vi.spyOn(db, 'find').mockImplementation(outage), vi.spyOn(db.drizzle, 'execute').mockImplementation(outage)]
    try {
      const during = await api(session, 'GET', '/api/auth/session', { cookie: user.cookie })
      expect(during.status).toBe(503)
      expect(during.text).not.toMatch(/ECONNREFUSED|at \S+ \(/)
      // Signed out (no cookie) stays a plain 401 without touching the database.
      expect((await api(session, 'GET', '/api/auth/session')).status).toBe(401)
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    expect((await api(session, 'GET', '/api/auth/session', { cookie: user.cookie })).status).toBe(200)
  })
})
