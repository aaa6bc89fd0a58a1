import { describe, expect, it } from 'vitest'
import { served } from '../support/servedApi'
import { apiRequest, createTestUser, getTestPayload } from './helpers'

const subscriberCount = served('/api/newsletter/test-count')
const savedJobs = served('/api/saved-jobs')

describe('the declared access, enforced by the entry', () => {
  it('an admin call: 401 signed out, 403 for a user, passes for an admin', async () => {
    const user = await createTestUser('user')
    const admin = await createTestUser('admin')
    const statusOf = async (cookie?: string) => (await subscriberCount.GET(apiRequest('/api/newsletter/test-count', { headers: cookie ? { cookie } : {} }))).status
    expect(await statusOf()).toBe(401)
    expect(await statusOf(user.cookie)).toBe(403)
    expect(await statusOf(admin.cookie)).toBe(200)
  })

  it('a user call ignores a session cookie sent without an Origin (CSRF)', async () => {
    const user = await createTestUser('user')
    expect((await savedJobs.GET(apiRequest('/api/saved-jobs', { headers: { cookie: user.cookie } }))).status).toBe(200)
    const noOrigin = new Request('http://localhost:3000/api/saved-jobs', { headers: { cookie: user.cookie } })
    expect((await savedJobs.GET(noOrigin)).status).toBe(401)
  })

  it('a user cannot make themselves admin through Payload', async () => {
    const payload = await getTestPayload()
    const { user } = await createTestUser('user')
    const updated = await payload.update({ collection: 'users', id: user.id, data: { role: 'admin' }, user, overrideAccess: false })
    expect(updated.role).toBe('user')
  })
})
