import { describe, expect, it } from 'vitest'
import { makePdf } from '../support/providerFixtures'
import { createTestUser, getTestPayload } from '../integration/helpers'
import { api } from './calls'
import { served } from '../support/servedApi'

const { POST: uploadGuide } = served('/api/admin/upload-guide')
const { POST: saveJob } = served('/api/auth/save-job')
const { POST: unsaveJob } = served('/api/auth/unsave-job')

async function activeJobSlugs(count: number): Promise<string[]> {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'jobs', where: { status: { equals: 'active' } }, limit: count, depth: 0, overrideAccess: true })
  return docs.map((job) => job.slug!)
}

async function savedSlugs(userId: number): Promise<string[]> {
  const payload = await getTestPayload()
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 1, overrideAccess: true })
  return (user.savedJobs ?? []).map((job) => (typeof job === 'object' ? job.slug! : String(job)))
}

describe('saving jobs is atomic (item 9)', () => {
  it('concurrent saves of different jobs by one user all stay saved', async () => {
    const user = await createTestUser('user')
    const slugs = await activeJobSlugs(30)
    expect(slugs.length).toBeGreaterThanOrEqual(10)
    const results = await Promise.all(slugs.map((jobSlug) => api(saveJob, 'POST', '/api/auth/save-job', { json: { jobSlug }, cookie: user.cookie })))
    expect(results.map((r) => r.status)).toEqual(slugs.map(() => 200))
    expect((await savedSlugs(user.user.id)).sort()).toEqual([...slugs].sort())
  })

  it('concurrent saves and unsaves leave exactly the jobs whose last call was a save', async () => {
    const user = await createTestUser('user')
    const slugs = await activeJobSlugs(20)
    await Promise.all(slugs.map((jobSlug) => api(saveJob, 'POST', '/api/auth/save-job', { json: { jobSlug }, cookie: user.cookie })))
    const removed = slugs.filter((_, i) => i % 2 === 0)
    const repeated = slugs.filter((_, i) => i % 2 === 1)
    await Promise.all([
      ...removed.map((jobSlug) => api(unsaveJob, 'POST', '/api/auth/unsave-job', { json: { jobSlug }, cookie: user.cookie })),
      ...repeated.map((jobSlug) => api(saveJob, 'POST', '/api/auth/save-job', { json: { jobSlug }, cookie: user.cookie })),
    ])
    expect((await savedSlugs(user.user.id)).sort()).toEqual([...repeated].sort())
  })
})

describe('concurrent guide uploads (item 17)', () => {
  it('four at once: each answers 200 or 409, never 500, and the guide is intact afterwards', async () => {
    const admin = await createTestUser('admin')
    const upload = () => {
      const form = new FormData()
      form.set('guideFile', new Blob([makePdf()], { type: 'application/pdf' }), 'guide.pdf')
      return api(uploadGuide, 'POST', '/api/admin/upload-guide', { body: form, cookie: admin.cookie })
    }
    const results = await Promise.all([upload(), upload(), upload(), upload()])
    const statuses = results.map((r) => r.status)
    expect(statuses.every((status) => status === 200 || status === 409), statuses.join(',')).toBe(true)
    expect(statuses).toContain(200)
    expect((await upload()).status).toBe(200)
  })
})
