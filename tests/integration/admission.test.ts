import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { API_ERRORS } from '@cms/contract/apiErrors'
import { metrics } from '@cms/lib/metrics'
import { poolOf } from '@cms/lib/sql'
import { createRequestHandler } from '@cms/server/siteServer'
import { uniqueEmail } from '../security/calls'
import { jobPostBody } from '../support/jobPostBody'
import { createTestUser, getTestPayload, TEST_ORIGIN } from './helpers'

vi.hoisted(() => {
  // A low limit stands for a full server: a burst of a few dozen writes is enough, no real flood.
  process.env.ADMISSION_MAX_IN_FLIGHT = '3'
  // The in-flight limit alone decides here; the event-loop gate depends on the machine's load.
  process.env.ADMISSION_MAX_EVENT_LOOP_DELAY_MS = '0'
})

/** Stands in for Next: nothing of this test reaches it. */
const fallback = (_request: http.IncomingMessage, response: http.ServerResponse) => void response.writeHead(404).end()

let server: http.Server
let base: string
beforeAll(async () => {
  server = http.createServer(createRequestHandler({ trustedProxyHops: 1, fallback }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

interface Answer {
  status: number
  retryAfter: string | null
  setCookie: string | null
  body: { error?: string }
}

let clients = 0
async function post(path: string, json: unknown, cookie?: string): Promise<Answer> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': `198.18.${++clients >> 8}.${clients & 255}` }
  if (cookie) headers.cookie = cookie
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(json) })
  return { status: response.status, retryAfter: response.headers.get('retry-after'), setCookie: response.headers.get('set-cookie'), body: await response.json() }
}

const shedCount = async () => (await metrics.shed.get()).values.reduce((sum, value) => sum + value.value, 0)

describe('admission under a burst of writes', () => {
  it('stores every accepted job post, sign-up and save, and nothing of a refused one', async () => {
    const payload = await getTestPayload()
    const [category] = (await payload.find({ collection: 'categories', limit: 1, depth: 0 })).docs
    const { jobs } = (await (await fetch(`${base}/api/jobs`)).json()) as { jobs: { slug: string }[] }
    const rounds = 6
    const savers = await Promise.all(Array.from({ length: rounds }, () => createTestUser()))
    const posts = Array.from({ length: rounds }, () => jobPostBody(category!.slug, { contactEmail: uniqueEmail('burst-employer') }))
    const signUps = Array.from({ length: rounds }, (_, i) => ({ email: uniqueEmail('burst-member'), username: `burst${Date.now().toString(36)}${i}`, password: 'burst-password-2026' }))
    const saves = savers.map((saver, i) => ({ cookie: saver.cookie, userId: saver.user.id, jobSlug: jobs[i % jobs.length]!.slug }))
    const shedBefore = await shedCount()

    // Interleaved, all at once: the first few are admitted, the rest arrive while those are still being worked on.
    const answers = await Promise.all(
      Array.from({ length: rounds }, (_, i) => [
        post('/api/job-posts', posts[i]),
        post('/api/auth/register', signUps[i]),
        post('/api/auth/save-job', { jobSlug: saves[i]!.jobSlug }, saves[i]!.cookie),
      ]).flat(),
    )
    const postAnswers = answers.filter((_, i) => i % 3 === 0)
    const signUpAnswers = answers.filter((_, i) => i % 3 === 1)
    const saveAnswers = answers.filter((_, i) => i % 3 === 2)

    // Each answer is the write done, or refused at once with Retry-After in the /api error shape.
    const refused = answers.filter((answer) => answer.status === 503)
    expect(postAnswers.map((a) => a.status).filter((s) => s !== 201 && s !== 503)).toEqual([])
    expect(signUpAnswers.map((a) => a.status).filter((s) => s !== 201 && s !== 503)).toEqual([])
    expect(saveAnswers.map((a) => a.status).filter((s) => s !== 200 && s !== 503)).toEqual([])
    for (const kind of [postAnswers, signUpAnswers, saveAnswers]) {
      expect(kind.some((answer) => answer.status !== 503)).toBe(true)
      expect(kind.some((answer) => answer.status === 503)).toBe(true)
    }
    for (const answer of refused) {
      expect(answer.retryAfter).toMatch(/^\d+$/)
      expect(answer.body.error).toBe(API_ERRORS.busy)
      // No session for a refused sign-up.
      expect(answer.setCookie).toBeNull()
    }
    expect((await shedCount()) - shedBefore).toBe(refused.length)

    // The database against the answers.
    const storedPosts = await payload.find({ collection: 'job-posts', where: { contactEmail: { in: posts.map((p) => p.contactEmail) } }, limit: 100, depth: 0, overrideAccess: true })
    const postEmails = storedPosts.docs.map((doc) => doc.contactEmail).sort()
    expect(postEmails).toEqual(posts.filter((_, i) => postAnswers[i]!.status === 201).map((p) => p.contactEmail).sort())

    const storedUsers = await payload.find({ collection: 'users', where: { email: { in: signUps.map((s) => s.email) } }, limit: 100, depth: 0, overrideAccess: true })
    expect(storedUsers.docs.map((doc) => doc.email).sort()).toEqual(signUps.filter((_, i) => signUpAnswers[i]!.status === 201).map((s) => s.email).sort())

    const { rows } = await poolOf(payload).query<{ parent_id: number; slug: string }>(
      `SELECT r.parent_id, j.slug FROM users_rels r JOIN jobs j ON j.id = r.jobs_id WHERE r.path = 'savedJobs' AND r.parent_id = ANY($1)`,
      [saves.map((s) => s.userId)],
    )
    const savedNow = rows.map((row) => `${row.parent_id}:${row.slug}`).sort()
    expect(savedNow).toEqual(saves.filter((_, i) => saveAnswers[i]!.status === 200).map((s) => `${s.userId}:${s.jobSlug}`).sort())
    // Each sign-in and sign-up hashes a password (about 0.2 s of a core): slow on a busy machine.
  }, 180_000)

  it('takes work again once the burst is over', async () => {
    const saver = await createTestUser()
    const { jobs } = (await (await fetch(`${base}/api/jobs`)).json()) as { jobs: { slug: string }[] }
    expect((await post('/api/auth/save-job', { jobSlug: jobs[0]!.slug }, saver.cookie)).status).toBe(200)
  })
})
