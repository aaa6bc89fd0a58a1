import { describe, expect, it } from 'vitest'
import { HttpError } from '@cms/lib/http'
import { requireAdmin, requireUser } from '@cms/domain/accounts/guards'
import { apiRequest, createTestUser, getTestPayload } from './helpers'

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
    return 200
  } catch (error) {
    if (error instanceof HttpError) return error.status
    throw error
  }
}

describe('shared guards', () => {
  it('requireAdmin: 401 signed out, 403 for a user, passes for an admin', async () => {
    const payload = await getTestPayload()
    const user = await createTestUser('user')
    const admin = await createTestUser('admin')
    expect(await statusOf(requireAdmin(payload, apiRequest('/api/admin/x')))).toBe(401)
    expect(await statusOf(requireAdmin(payload, apiRequest('/api/admin/x', { headers: { cookie: user.cookie } })))).toBe(403)
    expect(await statusOf(requireAdmin(payload, apiRequest('/api/admin/x', { headers: { cookie: admin.cookie } })))).toBe(200)
  })

  it('requireUser ignores a session cookie sent without an Origin (CSRF)', async () => {
    const payload = await getTestPayload()
    const user = await createTestUser('user')
    const withOrigin = apiRequest('/api/x', { headers: { cookie: user.cookie } })
    expect(await statusOf(requireUser(payload, withOrigin))).toBe(200)
    const noOrigin = new Request('http://localhost:3000/api/x', { headers: { cookie: user.cookie } })
    expect(await statusOf(requireUser(payload, noOrigin))).toBe(401)
  })

  it('a user cannot make themselves admin through Payload', async () => {
    const payload = await getTestPayload()
    const { user } = await createTestUser('user')
    const updated = await payload.update({ collection: 'users', id: user.id, data: { role: 'admin' }, user, overrideAccess: false })
    expect(updated.role).toBe('user')
  })
})
