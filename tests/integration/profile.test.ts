import { describe, expect, it } from 'vitest'
import { apiRequest, createTestUser } from './helpers'
import { served } from '../support/servedApi'

const { PATCH } = served('/api/auth/profile')
const { GET: getSession } = served('/api/auth/session')

const patch = (json: unknown, cookie?: string) =>
  PATCH(apiRequest('/api/auth/profile', { method: 'PATCH', json, headers: cookie ? { Cookie: cookie } : {} }))

describe('PATCH /api/auth/profile', () => {
  it("stores the signed-in user's name, location and gender; the session shows them afterwards", async () => {
    const { cookie } = await createTestUser('user')
    const response = await patch({ fullName: '  Rosa Parks ', location: 'Lisbon, Portugal', gender: 'female' }, cookie)
    expect(response.status).toBe(200)
    expect((await response.json()).user).toMatchObject({ fullName: 'Rosa Parks', location: 'Lisbon, Portugal', gender: 'female' })
    const session = await (await getSession(apiRequest('/api/auth/session', { headers: { Cookie: cookie } }))).json()
    expect(session.user).toMatchObject({ fullName: 'Rosa Parks', location: 'Lisbon, Portugal', gender: 'female', role: 'user' })
  })

  it('ignores anything but the profile fields, refuses bad input with 400 and signed-out calls with 401', async () => {
    const { cookie } = await createTestUser('user')
    const response = await patch({ fullName: 'Sneaky', role: 'admin', email: 'x@y.example' }, cookie)
    expect((await response.json()).user).toMatchObject({ fullName: 'Sneaky', role: 'user' })
    expect((await patch({ gender: 'robot' }, cookie)).status).toBe(400)
    expect((await patch({ fullName: 'x'.repeat(500) }, cookie)).status).toBe(400)
    expect((await patch({ fullName: 'Nobody' })).status).toBe(401)
  })

  it('remembers "Where do you live?" in the profile; the Profile tab\'s own saves leave it alone and null clears it', async () => {
    const { cookie } = await createTestUser('user')
    const chosen = await patch({ homeCountry: 'pt', homeTz: 5.5 }, cookie)
    expect((await chosen.json()).user).toMatchObject({ homeCountry: 'PT', homeTz: 5.5 })
    const profileSave = await patch({ fullName: 'Rosa', location: '', gender: '' }, cookie)
    expect((await profileSave.json()).user).toMatchObject({ fullName: 'Rosa', homeCountry: 'PT', homeTz: 5.5 })
    const session = await (await getSession(apiRequest('/api/auth/session', { headers: { Cookie: cookie } }))).json()
    expect(session.user).toMatchObject({ homeCountry: 'PT', homeTz: 5.5 })
    const cleared = await patch({ homeCountry: null, homeTz: null }, cookie)
    expect((await cleared.json()).user).toMatchObject({ homeCountry: null, homeTz: null })
    for (const bad of [{ homeCountry: 'XX' }, { homeTz: 15 }, { homeTz: 1.3 }]) {
      const response = await patch(bad, cookie)
      expect(response.status).toBe(400)
      expect((await response.json()).message).toBeTruthy()
    }
  })
})
