import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'
import { MSG } from '@cms/contract/accounts'
import { REST_INPUT_ERRORS } from '@cms/contract/apiErrors'
import { query } from '@cms/lib/sql'
import { createTestUser, getTestPayload } from '../integration/helpers'
import { cmsApi } from './calls'

describe('Payload REST: access rules', () => {
  it('only admins may unlock an account (item 1)', async () => {
    const user = await createTestUser('user')
    const admin = await createTestUser('admin')
    expect((await cmsApi('POST', '/users/unlock', { json: { email: admin.email }, cookie: user.cookie })).status).toBe(403)
    expect((await cmsApi('POST', '/users/unlock', { json: { email: admin.email } })).status).toBe(403)
    expect((await cmsApi('POST', '/users/unlock', { json: { email: user.email }, cookie: admin.cookie })).status).toBe(200)
  })

  it('post drafts (versions) are for content editors only (item 3)', async () => {
    const payload = await getTestPayload()
    await payload.create({
      collection: 'posts',
      draft: true,
      data: { title: `Secret draft ${Date.now()}`, excerpt: 'x', category: 'travel', _status: 'draft', content: { root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } } as never },
    })
    const user = await createTestUser('user')
    const admin = await createTestUser('admin')
    expect((await cmsApi('GET', '/posts/versions', { cookie: user.cookie })).status).toBe(403)
    expect((await cmsApi('GET', '/posts/versions')).status).toBe(403)
    const forAdmin = await cmsApi('GET', '/posts/versions', { cookie: admin.cookie })
    expect(forAdmin.status).toBe(200)
    expect(forAdmin.body.totalDocs).toBeGreaterThan(0)
  })

  it('edit locks can be made, read and removed only by people who may edit content (item 4)', async () => {
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, limit: 1, overrideAccess: true })
    const post = docs[0]!
    const user = await createTestUser('user')
    const admin = await createTestUser('admin')
    const lock = { document: { relationTo: 'posts', value: post.id }, globalSlug: null, user: { relationTo: 'users', value: user.user.id } }
    expect((await cmsApi('POST', '/payload-locked-documents', { json: lock, cookie: user.cookie })).status).toBe(403)
    expect((await cmsApi('GET', '/payload-locked-documents', { cookie: user.cookie })).status).toBe(403)
    // The admin's edit is not blocked by a reader's lock.
    const edit = await cmsApi('PATCH', `/posts/${post.id}`, { json: { excerpt: 'Edited by the admin' }, cookie: admin.cookie })
    expect(edit.status, edit.text).toBe(200)
    expect((await cmsApi('GET', '/payload-locked-documents', { cookie: admin.cookie })).status).toBe(200)
  })

  it('a user cannot set a weak password or change password or e-mail on their own record (item 5)', async () => {
    const user = await createTestUser('user')
    const id = user.user.id
    const weak = await cmsApi('PATCH', `/users/${id}`, { json: { password: 'abc' }, cookie: user.cookie })
    expect(weak.status).toBeGreaterThanOrEqual(400)
    expect(weak.status).toBeLessThan(500)
    const strong = await cmsApi('PATCH', `/users/${id}`, { json: { password: 'Another-Strong-Pass-77' }, cookie: user.cookie })
    expect(strong.status).toBe(403)
    const email = await cmsApi('PATCH', `/users/${id}`, { json: { email: `moved-${Date.now()}@test.example` }, cookie: user.cookie })
    expect(email.status).toBe(403)
    // The old password still works; other fields can still be edited.
    expect((await cmsApi('POST', '/users/login', { json: { email: user.email, password: user.password } })).status).toBe(200)
    expect((await cmsApi('PATCH', `/users/${id}`, { json: { fullName: 'New Name' }, cookie: user.cookie })).status).toBe(200)
  })

  it("nobody proves an address by hand; an admin's e-mail change in /cms clears the proof (job alerts)", async () => {
    const payload = await getTestPayload()
    const user = await createTestUser('user')
    const admin = await createTestUser('admin')
    const provenAt = async () => (await query<{ email_verified_at: Date | null }>(payload, sql`SELECT email_verified_at FROM users WHERE id = ${user.user.id}`))[0]!.email_verified_at
    const at = new Date().toISOString()
    expect((await cmsApi('PATCH', `/users/${user.user.id}`, { json: { emailVerifiedAt: at }, cookie: user.cookie })).status).toBe(200)
    expect((await cmsApi('PATCH', `/users/${user.user.id}`, { json: { emailVerifiedAt: at }, cookie: admin.cookie })).status).toBe(200)
    expect(await provenAt()).toBeNull()

    await query(payload, sql`UPDATE users SET email_verified_at = now() WHERE id = ${user.user.id}`)
    expect((await cmsApi('PATCH', `/users/${user.user.id}`, { json: { fullName: 'Still Proven' }, cookie: admin.cookie })).status).toBe(200)
    expect(await provenAt()).not.toBeNull()
    expect((await cmsApi('PATCH', `/users/${user.user.id}`, { json: { email: `moved-${Date.now()}@test.example` }, cookie: admin.cookie })).status).toBe(200)
    expect(await provenAt()).toBeNull()
  })

  it('registration password rules hold on every path, the Local API and admins included (item 5)', async () => {
    const payload = await getTestPayload()
    const admin = await createTestUser('admin')
    const create = (password: string) => cmsApi('POST', '/users', { json: { email: `weak-${Date.now()}@test.example`, password, role: 'user' }, cookie: admin.cookie })
    expect((await create('abc')).status).toBe(400)
    expect((await create('password123')).status).toBe(400)
    expect((await create('A-Decent-Passphrase-1')).status).toBe(201)
    await expect(payload.update({ collection: 'users', id: admin.user.id, data: { password: 'qwerty' }, overrideAccess: true })).rejects.toThrow()
  })

  it('e-mail verification is off, so its path does not exist: 404, never a 500 (issue 44 item 11)', async () => {
    const admin = await createTestUser('admin')
    for (const cookie of [undefined, admin.cookie]) {
      const result = await cmsApi('POST', '/users/verify/x', { cookie })
      expect(result.status, result.text).toBe(404)
      expect(result.body.errors[0].message).toBe('Not Found')
    }
  })

  it('/users/me does not return the session token and is not cached (item 15)', async () => {
    const user = await createTestUser('user')
    const me = await cmsApi('GET', '/users/me', { cookie: user.cookie })
    expect(me.status).toBe(200)
    expect(me.body.user.email).toBe(user.email)
    expect(me.body).not.toHaveProperty('token')
    expect(me.text).not.toContain(user.cookie.split('=')[1])
  })
})

describe('Payload REST: bounded reads (item 2)', () => {
  it('caps the page size whatever limit or pagination asks for', async () => {
    for (const query of ['limit=0', 'limit=100000', 'pagination=false', 'limit=-5']) {
      const result = await cmsApi('GET', `/jobs?${query}`)
      expect(result.status, query).toBe(200)
      expect(result.body.limit, query).toBeLessThanOrEqual(100)
      expect(result.body.docs.length, query).toBeLessThanOrEqual(100)
    }
  })

  it('a relationship to a record that does not exist is a 400 with a message, and the job is unchanged', async () => {
    const payload = await getTestPayload()
    const admin = await createTestUser('admin')
    const { docs: [job] } = await payload.find({ collection: 'jobs', limit: 1, depth: 0, overrideAccess: true })
    const result = await cmsApi('PATCH', `/jobs/${job!.id}`, { json: { company: 999_999_999, title: 'Changed by a failed write' }, cookie: admin.cookie })
    expect(result.status).toBe(400)
    expect(result.body.errors[0].message).toBe(REST_INPUT_ERRORS.missingRelation)
    const after = await payload.findByID({ collection: 'jobs', id: job!.id, depth: 0, overrideAccess: true })
    expect(after.title).toBe(job!.title)
    expect(after.company).toBe(job!.company)
  })

  it('an e-mail that is not text is a 400 with a message, on create and on update', async () => {
    const admin = await createTestUser('admin')
    const created = await cmsApi('POST', '/users', { json: { email: 5, password: 'Valid-Password-739' }, cookie: admin.cookie })
    expect(created.status).toBe(400)
    expect(created.body.errors[0].data.errors[0]).toMatchObject({ path: 'email', message: MSG.email })
    const updated = await cmsApi('PATCH', `/users/${admin.user.id}`, { json: { email: ['a@b.example'] }, cookie: admin.cookie })
    expect(updated.status).toBe(400)
  })

  it('has no GraphQL endpoint', async () => {
    const result = await cmsApi('POST', '/graphql', { json: { query: '{ Jobs { docs { id } } }' } })
    expect(result.status).toBe(404)
  })
})
