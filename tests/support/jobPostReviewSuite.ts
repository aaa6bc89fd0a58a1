import { afterAll, beforeAll } from 'vitest'
import { createTestUser, getTestPayload } from '../integration/helpers'
import { api, cmsApi } from '../security/calls'
import { served } from './servedApi'

const setting = served('/api/admin/job-post-review')
const review = served('/api/job-posts/:id/review')

type TestUser = Awaited<ReturnType<typeof createTestUser>>

/** What a suite on posts reaching review reads once its beforeAll ran. */
export interface JobPostReviewSuite {
  payload: Awaited<ReturnType<typeof getTestPayload>>
  admin: TestUser
  editor: TestUser
  member: TestUser
  /** A seeded category for the posts the suite creates. */
  categorySlug: string
}

/**
 * The setup of a suite on employers' posts and staff review: an admin, an editor and a member, a category, and
 * the calls it repeats; afterwards the free-review setting is off again, as the seed leaves it. Call it at the top
 * of the file; the returned object is filled before the first test runs.
 */
export function useJobPostReviewSuite() {
  const suite = {} as JobPostReviewSuite
  beforeAll(async () => {
    suite.payload = await getTestPayload()
    suite.admin = await createTestUser('admin')
    suite.editor = await createTestUser('editor')
    suite.member = await createTestUser('user')
    suite.categorySlug = (await suite.payload.find({ collection: 'categories', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.slug
  })
  afterAll(async () => {
    await suite.payload.updateGlobal({ slug: 'job-post-tiers', data: { freeReviewWhilePaymentsOff: false }, overrideAccess: true })
  })
  return {
    suite,
    /** POST /api/admin/job-post-review, as the suite's admin unless another cookie is given. */
    setFreeReview: (on: boolean, cookie = suite.admin.cookie) => api(setting.POST, 'POST', '/api/admin/job-post-review', { cookie, json: { freeReviewWhilePaymentsOff: on } }),
    /** POST /api/job-posts/{id}/review with the post's manage token. */
    sendForReview: (post: { id: number; token: string }) => api(review.POST, 'POST', `/api/job-posts/${post.id}/review`, { json: { token: post.token } }),
    /** Staff's decision in /cms, as the suite's admin. */
    decide: (id: number, json: Record<string, unknown>) => cmsApi('PATCH', `/job-posts/${id}`, { cookie: suite.admin.cookie, json }),
  }
}
