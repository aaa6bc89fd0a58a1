import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { jobPostManageSchema } from '@cms/contract/jobPosts'
import type { Media } from '@cms/payload-types'
import { api, cmsApi } from '../security/calls'
import { jobPostBody } from '../support/jobPostBody'
import { useJobPostReviewSuite } from '../support/jobPostReviewSuite'
import { served } from '../support/servedApi'

/**
 * Issue 44, item 14: a draft's logo (and the company it names) is not public before staff approve the post. Payload's
 * media routes refuse it to all but staff; its employer sees it through the manage view's signed address; once the
 * post is live it is public as every logo.
 */
const create = served('/api/job-posts')
const manage = served('/api/job-posts/manage')
const logo = served('/api/job-posts/:id/logo')

const { suite, setFreeReview, sendForReview, decide } = useJobPostReviewSuite()

const COMPANY = 'Held Logo Unreviewed Co'

async function draftWithLogo() {
  const created = await api(create.POST, 'POST', '/api/job-posts', { json: jobPostBody(suite.categorySlug, { company: { name: COMPANY, website: 'https://held-logo.example' } }) })
  expect(created.status, created.text).toBe(201)
  const post = { id: created.body.id as number, token: created.body.token as string }
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } }).png().toBuffer()
  const form = new FormData()
  form.set('token', post.token)
  form.set('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }))
  const uploaded = await api(logo.POST, 'POST', `/api/job-posts/${post.id}/logo`, { body: form })
  expect(uploaded.status, uploaded.text).toBe(200)
  const stored = await suite.payload.findByID({ collection: 'job-posts', id: post.id, depth: 1, overrideAccess: true })
  return { post, uploadedLogo: uploaded.body.logo as string, media: stored.logo as Media }
}

/** Every address Payload serves the file under: the original and each generated size. */
const fileUrls = (media: Media) => [media.url!, ...Object.values(media.sizes ?? {}).map((size) => size?.url).filter((url): url is string => Boolean(url))]
const cmsPath = (url: string) => new URL(url, 'http://localhost:3000').pathname.replace(/^\/cms\/api/, '')
const manageLogo = async (token: string) => jobPostManageSchema.parse((await api(manage.GET, 'GET', `/api/job-posts/manage?token=${encodeURIComponent(token)}`)).body).logo
const getLogo = (url: string) => api(logo.GET, 'GET', new URL(url).pathname + new URL(url).search)

describe("a draft's logo", () => {
  it('is missing, to visitors and members, on every media route (a 404 as for a file that is not there), and its company is named in no media answer', async () => {
    const { media } = await draftWithLogo()
    expect(media.heldUntilLive).toBe(true)
    const urls = fileUrls(media)
    expect(urls.length).toBeGreaterThan(1)
    for (const cookie of [undefined, suite.member.cookie]) {
      for (const url of urls) expect((await cmsApi('GET', cmsPath(url), { cookie })).status, url).toBe(404)
      // Word for word the answer for a file that is not there, so nothing tells a held file from a missing one.
      const held = await cmsApi('GET', cmsPath(urls[0]), { cookie })
      const missing = await cmsApi('GET', '/media/file/no-such-image.webp', { cookie })
      expect([held.status, held.text]).toEqual([missing.status, missing.text])
      expect((await cmsApi('GET', `/media/${media.id}`, { cookie })).status).toBe(404)
      const listed = await cmsApi('GET', '/media?limit=100&sort=-createdAt', { cookie })
      expect(listed.status).toBe(200)
      expect(listed.text).not.toContain(COMPANY)
      expect(listed.body.docs.map((doc: Media) => doc.id)).not.toContain(media.id)
      const searched = await cmsApi('GET', `/media?where[alt][like]=${encodeURIComponent('Held Logo')}`, { cookie })
      expect(searched.body.totalDocs ?? 0).toBe(0)
    }
  })

  it('is read by staff in /cms', async () => {
    const { media } = await draftWithLogo()
    for (const cookie of [suite.editor.cookie, suite.admin.cookie]) {
      for (const url of fileUrls(media)) expect((await cmsApi('GET', cmsPath(url), { cookie })).status, url).toBe(200)
      expect((await cmsApi('GET', `/media/${media.id}`, { cookie })).body.alt).toContain(COMPANY)
    }
  })

  it('reaches its employer through the signed address the upload and the manage view answer, and nobody through a changed one', async () => {
    const { post, uploadedLogo } = await draftWithLogo()
    const shown = await manageLogo(post.token)
    expect(shown).toMatch(/^http:\/\/localhost:3000\/api\/job-posts\/\d+\/logo\?expires=\d+&signature=[\w-]{43}$/)
    expect(uploadedLogo).toBe(shown)
    const image = await getLogo(shown!)
    expect(image.status, image.text).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('cache-control')).toMatch(/^private/)

    const url = new URL(shown!)
    const signature = url.searchParams.get('signature')!
    const tampered = new URL(url)
    tampered.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`)
    expect((await getLogo(tampered.toString())).status).toBe(403)
    const later = new URL(url)
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600))
    expect((await getLogo(later.toString())).status).toBe(403)
    const expired = new URL(url)
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 1))
    expect((await getLogo(expired.toString())).status).toBe(403)
    // Another post's address does not open this one's logo.
    const other = await draftWithLogo()
    const otherUrl = new URL((await manageLogo(other.post.token))!)
    expect((await getLogo(`${url.origin}/api/job-posts/${post.id}/logo${otherUrl.search}`)).status).toBe(403)
    expect((await getLogo(`${url.origin}/api/job-posts/abc/logo${url.search}`)).status).toBe(404)
  })

  it('is public once staff approve the post, and the manage view gives its public address', async () => {
    await setFreeReview(true)
    const { post, media } = await draftWithLogo()
    expect((await sendForReview(post)).status).toBe(200)
    for (const url of fileUrls(media)) expect((await cmsApi('GET', cmsPath(url))).status, url).toBe(404)
    const approved = await decide(post.id, { decision: 'approve' })
    expect(approved.status, approved.text).toBe(200)

    for (const url of fileUrls(media)) expect((await cmsApi('GET', cmsPath(url))).status, url).toBe(200)
    expect((await cmsApi('GET', `/media/${media.id}`)).status).toBe(200)
    const shown = await manageLogo(post.token)
    expect(shown).toBe(new URL(media.url!, 'http://localhost:3000/').toString())
    const live = await suite.payload.findByID({ collection: 'job-posts', id: post.id, depth: 1, overrideAccess: true })
    const company = live.companyRecord as { logo?: string | null }
    expect(company.logo).toBe(shown)
  })
})
