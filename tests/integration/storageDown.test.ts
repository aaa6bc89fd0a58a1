import { expect, it, vi } from 'vitest'
import { API_ERRORS } from '@cms/contract/apiErrors'
import { CLIENT_ADDRESS_HEADER } from '@cms/lib/clientIp'
import { jobPostBody } from '../support/jobPostBody'
import { samplePdf } from '../support/samplePdf'
import { served } from '../support/servedApi'
import { apiRequest, createTestUser, getTestPayload } from './helpers'

/**
 * The S3 bucket unreachable while a file is uploaded: this file's Payload stores uploads in a bucket whose
 * endpoint refuses connections (set before the config loads).
 */
vi.hoisted(() => {
  process.env.S3_BUCKET = 'bucket-that-is-down'
  process.env.S3_ENDPOINT = 'http://127.0.0.1:1'
  process.env.S3_FORCE_PATH_STYLE = 'true'
  process.env.S3_ACCESS_KEY_ID = 'down'
  process.env.S3_SECRET_ACCESS_KEY = 'down'
})

const uploadGuide = served('/api/admin/upload-guide')
const createPost = served('/api/job-posts')
const logo = served('/api/job-posts/:id/logo')

it('answers a guide upload with a clear 503 and keeps the stored guide as it was', async () => {
  const payload = await getTestPayload()
  const guides = async () => (await payload.find({ collection: 'guide-files', depth: 0, overrideAccess: true, pagination: false })).docs.map(({ id, filename, filesize, updatedAt }) => ({ id, filename, filesize, updatedAt }))
  const before = await guides()
  const admin = await createTestUser('admin')
  const form = new FormData()
  form.append('guideFile', new Blob([new Uint8Array(samplePdf('Guide while S3 is down'))], { type: 'application/pdf' }), 'guide.pdf')
  const response = await uploadGuide.POST(apiRequest('/api/admin/upload-guide', { method: 'POST', body: form, headers: { cookie: admin.cookie } }))
  expect(response.status).toBe(503)
  expect(((await response.json()) as { message: string }).message).toBe(API_ERRORS.storageUnavailable)
  expect(await guides()).toEqual(before)
})

it('answers a logo upload with a clear 503 and leaves the post and the media library unchanged', async () => {
  const payload = await getTestPayload()
  const created = await createPost.POST(
    apiRequest('/api/job-posts', {
      method: 'POST',
      headers: { [CLIENT_ADDRESS_HEADER]: '10.99.0.1' },
      json: jobPostBody((await payload.find({ collection: 'categories', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.slug),
    }),
  )
  expect(created.status, await created.clone().text()).toBe(201)
  const post = (await created.json()) as { id: number; token: string }
  const before = await payload.findByID({ collection: 'job-posts', id: post.id, depth: 0, overrideAccess: true })

  const png = new Uint8Array(await (await import('sharp')).default({ create: { width: 64, height: 64, channels: 3, background: '#654321' } }).png().toBuffer())
  const form = new FormData()
  form.set('token', post.token)
  form.set('file', new File([png], 'logo.png', { type: 'image/png' }))
  const response = await logo.POST(apiRequest(`/api/job-posts/${post.id}/logo`, { method: 'POST', body: form, headers: { [CLIENT_ADDRESS_HEADER]: '10.99.0.1' } }))
  expect(response.status).toBe(503)
  expect(((await response.json()) as { message: string }).message).toBe(API_ERRORS.storageUnavailable)

  expect(await payload.findByID({ collection: 'job-posts', id: post.id, depth: 0, overrideAccess: true })).toEqual(before)
  const media = await payload.find({ collection: 'media', where: { filename: { like: `job-post-${post.id}-logo` } }, depth: 0, overrideAccess: true })
  expect(media.totalDocs).toBe(0)
})
