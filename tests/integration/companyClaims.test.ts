import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPANY_CLAIM_MESSAGES, COMPANY_CLAIM_PAGE, COMPANY_CLAIMS_PER_POST_HOUR } from '@cms/contract/companyClaims'
import { COMPANY_DESCRIPTION_MAX } from '@cms/contract/companyValues'
import { HTTP_URL_REQUIRED } from '@cms/contract/links'
import { poolOf } from '@cms/lib/sql'
import { api, cmsApi, randomClient } from '../security/calls'
import { startFakeStripe, type FakeStripe } from '../support/fakeStripe'
import { JOB_POST_STRIPE_ENV, jobPostFlow, setJobPostStripeEnv, type Draft } from '../support/jobPostFlow'
import { served } from '../support/servedApi'
import { sinkForThisFile } from '../support/sinkForThisFile'
import { createTestUser, getTestPayload } from './helpers'

const companyOfPost = served('/api/job-posts/:id/company')
const claimCall = served('/api/job-posts/:id/company/claim')
const confirmCall = served('/api/company-claims/confirm')
const confirmForm = served('/api/company-claims/confirm/form')
const companyPage = served('/api/companies/:slug')

const WEBHOOK_SECRET = 'whsec_test_company_claims'

let stripe: FakeStripe
const sink = sinkForThisFile()
let payload: Awaited<ReturnType<typeof getTestPayload>>
let adminCookie: string
let categorySlug: string

beforeAll(async () => {
  stripe = await startFakeStripe()
  setJobPostStripeEnv(stripe, WEBHOOK_SECRET)
  payload = await getTestPayload()
  adminCookie = (await createTestUser('admin')).cookie
  categorySlug = (await payload.find({ collection: 'categories', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.slug
})

afterAll(async () => {
  for (const key of JOB_POST_STRIPE_ENV) delete process.env[key]
  await stripe.close()
})

const { createPost, pay, livePost } = jobPostFlow(() => ({ stripe, webhookSecret: WEBHOOK_SECRET, adminCookie, categorySlug }))

const unique = () => Math.random().toString(36).slice(2, 8)

/** A live (paid, approved) post of a company at its own domain; the contact is at `contactHost` (the domain by default). */
async function companyPost(contactHost?: (domain: string) => string) {
  const id = unique()
  const domain = `claimco-${id}.example`
  const name = `Claimco ${id}`
  const { post, stored } = await livePost({ company: { name, website: `https://www.${domain}/about` }, contactEmail: `boss-${id}@${contactHost ? contactHost(domain) : domain}` })
  return { post, name, domain, companyId: stored.companyRecord as number }
}

const view = (post: Draft, token = post.token) => api(companyOfPost.GET, 'GET', `/api/job-posts/${post.id}/company?token=${encodeURIComponent(token)}`)
const requestClaim = (post: Draft, token = post.token) => api(claimCall.POST, 'POST', `/api/job-posts/${post.id}/company/claim`, { json: { token }, client: randomClient() })
const confirm = (token: string) => api(confirmCall.POST, 'POST', '/api/company-claims/confirm', { json: { token } })
const PROFILE = { description: 'We build booking software for small hotels.', size: '11-50', website: '', linkedin: '', x: '' }
const edit = (post: Draft, fields: Record<string, unknown>, token = post.token) =>
  api(companyOfPost.PATCH, 'PATCH', `/api/job-posts/${post.id}/company`, { json: { token, ...fields } })

const mailsTo = (to: string) => sink().messages.filter((mail) => mail.to?.some((address) => address.address === to))
/** The confirmation link's token from the claim e-mail to `to`. */
async function mailedToken(to: string): Promise<string> {
  const mail = await sink().waitFor((message) => Boolean(message.to?.some((address) => address.address === to) && /Confirm that you manage/.test(message.subject ?? '')))
  const link = new RegExp(`https?://[^\\s]+${COMPANY_CLAIM_PAGE}\\?token=([^\\s]+)`).exec(mail.text ?? '')
  expect(link, mail.text).not.toBeNull()
  return decodeURIComponent(link![1]!)
}

/** A post whose employer has claimed and confirmed its company. */
async function claimedCompany() {
  const company = await companyPost()
  expect((await requestClaim(company.post)).status).toBe(200)
  expect((await confirm(await mailedToken(company.post.contactEmail))).status).toBe(200)
  return company
}

describe('claiming a company', () => {
  it("refuses a contact e-mail that is not at the company's website domain: 403 with why, and no mail", async () => {
    const { post, name, domain } = await companyPost(() => 'elsewhere.example')
    const before = await view(post)
    expect(before.body).toMatchObject({ claim: 'none', refusal: COMPANY_CLAIM_MESSAGES.wrongDomain(domain, name) })
    const refused = await requestClaim(post)
    expect(refused.status, refused.text).toBe(403)
    expect(refused.body.message).toBe(`Your contact e-mail must be at ${domain} to manage ${name}'s profile.`)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(post.contactEmail).filter((mail) => /Confirm that you manage/.test(mail.subject ?? ''))).toEqual([])
    expect((await payload.count({ collection: 'company-claims', where: { email: { equals: post.contactEmail } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('counts a subdomain of the company domain, and never a host that merely ends like it', async () => {
    const sub = await companyPost((domain) => `jobs.${domain}`)
    expect((await requestClaim(sub.post)).status).toBe(200)
    const lookalike = await companyPost((domain) => `not${domain}`)
    expect((await requestClaim(lookalike.post)).status).toBe(403)
  })

  it('refuses a draft (409), and a paid post before staff approve it', async () => {
    const draft = await createPost({ contactEmail: `boss-${unique()}@nomad-test.example` })
    const unpaid = await requestClaim(draft)
    expect(unpaid.status, unpaid.text).toBe(409)
    expect(unpaid.body.message).toBe(COMPANY_CLAIM_MESSAGES.notApproved)
    await pay(draft)
    const inReview = await requestClaim(draft)
    expect(inReview.status).toBe(409)
    expect(inReview.body.message).toBe(COMPANY_CLAIM_MESSAGES.notApproved)
  })

  it('refuses a company whose website is a shared host', async () => {
    const id = unique()
    const { post } = await livePost({ company: { name: `Hosted ${id}`, website: `https://github.com/hosted-${id}` }, contactEmail: `boss-${id}@github.com` })
    const refused = await requestClaim(post)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(COMPANY_CLAIM_MESSAGES.noWebsite(`Hosted ${id}`))
  })

  it('counts requests like the other calls that send mail: a few per post an hour, then 429 with no more mail', async () => {
    const { post } = await companyPost()
    for (let i = 0; i < COMPANY_CLAIMS_PER_POST_HOUR; i++) expect((await requestClaim(post)).status).toBe(200)
    const limited = await requestClaim(post)
    expect(limited.status, limited.text).toBe(429)
    const claimMails = () => mailsTo(post.contactEmail).filter((mail) => /Confirm that you manage/.test(mail.subject ?? '')).length
    await expect.poll(claimMails).toBe(COMPANY_CLAIMS_PER_POST_HOUR)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(claimMails()).toBe(COMPANY_CLAIMS_PER_POST_HOUR)
  })

  it("refuses another post's token (403) and an unknown post (404)", async () => {
    const { post } = await companyPost()
    const other = await createPost()
    expect((await requestClaim(post, other.token)).status).toBe(403)
    expect((await api(claimCall.POST, 'POST', '/api/job-posts/999999999/company/claim', { json: { token: post.token } })).status).toBe(404)
  })
})

describe('confirming a claim and editing the profile', () => {
  it('mails a link that confirms once; the employer then edits the profile, kept as a company version staff can restore', async () => {
    const { post, name, domain, companyId } = await companyPost()
    const asked = await requestClaim(post)
    expect(asked.status, asked.text).toBe(200)
    expect(asked.body.message).toBe(COMPANY_CLAIM_MESSAGES.sent(post.contactEmail))
    expect((await view(post)).body.claim).toBe('pending')
    // Before the link is followed, the profile cannot be edited.
    const early = await edit(post, { ...PROFILE, website: `https://${domain}` })
    expect(early.status).toBe(403)
    expect(early.body.message).toBe(COMPANY_CLAIM_MESSAGES.notClaimed)

    const token = await mailedToken(post.contactEmail)
    const stored = await payload.find({ collection: 'company-claims', where: { company: { equals: companyId } }, overrideAccess: true, showHiddenFields: true })
    expect(stored.docs[0]!.tokenHash).not.toBe(token)
    const confirmed = await confirm(token)
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.body).toMatchObject({ message: COMPANY_CLAIM_MESSAGES.confirmed(name), company: { name } })
    const claim = (await payload.find({ collection: 'company-claims', where: { company: { equals: companyId } }, overrideAccess: true, depth: 0 })).docs[0]!
    expect(claim).toMatchObject({ email: post.contactEmail, domain, jobPost: post.id })
    expect(claim.confirmedAt).toBeTruthy()
    // The link works once.
    const again = await confirm(token)
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(COMPANY_CLAIM_MESSAGES.linkInvalid)
    expect((await view(post)).body).toMatchObject({ claim: 'confirmed', refusal: null })

    const before = await payload.findByID({ collection: 'companies', id: companyId, depth: 0, overrideAccess: true })
    const saved = await edit(post, { ...PROFILE, website: `https://careers.${domain}`, linkedin: 'https://www.linkedin.com/company/claimco', x: 'https://x.com/claimco' })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.company.profile).toMatchObject({ description: PROFILE.description, size: '11-50', website: `https://careers.${domain}` })
    const page = await api(companyPage.GET, 'GET', `/api/companies/${saved.body.company.slug}`)
    expect(page.body.company).toMatchObject({ description: PROFILE.description, size: '11-50', links: { linkedin: 'https://www.linkedin.com/company/claimco', x: 'https://x.com/claimco' } })

    // The change is a version saying who made it; restoring the one before brings the old profile back.
    const versions = await payload.findVersions({ collection: 'companies', where: { parent: { equals: companyId } }, sort: '-updatedAt', overrideAccess: true, depth: 0 })
    expect(versions.docs[0]!.version).toMatchObject({ description: PROFILE.description, editedBy: `${post.contactEmail} (employer)` })
    const previous = versions.docs.find((version) => version.version.description === before.description && version.version.website === before.website)
    expect(previous).toBeDefined()
    await payload.restoreVersion({ collection: 'companies', id: String(previous!.id), overrideAccess: true, depth: 0 })
    const restored = await payload.findByID({ collection: 'companies', id: companyId, depth: 0, overrideAccess: true })
    expect(restored).toMatchObject({ description: before.description ?? null, website: before.website })
  })

  it("shows staff who claimed which company and when in /cms (Payload's REST), never the link's hash, and no one else", async () => {
    const { post, companyId } = await claimedCompany()
    const path = `/company-claims?where[company][equals]=${companyId}&depth=0`
    const seen = await cmsApi('GET', path, { cookie: adminCookie })
    expect(seen.status).toBe(200)
    expect(seen.body.docs[0]).toMatchObject({ email: post.contactEmail, company: companyId, jobPost: post.id })
    expect(seen.body.docs[0].confirmedAt).toBeTruthy()
    expect(seen.body.docs[0]).not.toHaveProperty('tokenHash')
    expect((await cmsApi('GET', path)).status).toBe(403)
    expect((await cmsApi('PATCH', `/company-claims/${seen.body.docs[0].id}`, { cookie: adminCookie, json: { email: 'someone@else.example' } })).status).toBe(403)
  })

  it('confirms from the plain form post without JavaScript: 303 to the page with the company, or back with the error', async () => {
    const { post, name } = await companyPost()
    expect((await requestClaim(post)).status).toBe(200)
    const token = await mailedToken(post.contactEmail)
    const form = (value: string) =>
      api(confirmForm.POST, 'POST', '/api/company-claims/confirm/form', { body: new URLSearchParams({ token: value }), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const done = await form(token)
    expect(done.status).toBe(303)
    const location = new URL(done.headers.get('location')!, 'http://x')
    expect(location.pathname).toBe(COMPANY_CLAIM_PAGE)
    expect(location.searchParams.get('company')).toBe(name)
    const reused = await form(token)
    const back = new URL(reused.headers.get('location')!, 'http://x')
    expect(back.searchParams.get('error')).toBe(COMPANY_CLAIM_MESSAGES.linkInvalid)
    expect(back.searchParams.get('token')).toBe(token)
  })

  it('refuses an expired link', async () => {
    const { post, companyId } = await companyPost()
    expect((await requestClaim(post)).status).toBe(200)
    const token = await mailedToken(post.contactEmail)
    await poolOf(payload).query(`UPDATE company_claims SET token_expires_at = now() - interval '1 minute' WHERE company_id = $1`, [companyId])
    const expired = await confirm(token)
    expect(expired.status).toBe(400)
    expect(expired.body.message).toBe(COMPANY_CLAIM_MESSAGES.linkInvalid)
    expect((await view(post)).body.claim).toBe('pending')
  })

  it("lets no other post's token edit the company, and refuses a second claim once confirmed", async () => {
    const { post, domain } = await claimedCompany()
    const stranger = await companyPost()
    const foreign = await edit(post, { ...PROFILE, website: `https://${domain}` }, stranger.post.token)
    expect(foreign.status).toBe(403)
    // The stranger's own token edits only their own company, which they have not claimed.
    expect((await edit(stranger.post, { ...PROFILE, website: `https://${stranger.domain}` })).status).toBe(403)
    const twice = await requestClaim(post)
    expect(twice.status).toBe(409)
  })

  it('keeps the claim when the employer moves the website to a subdomain: checked against the confirmed domain (issue 44 item 13)', async () => {
    const { post, domain, companyId } = await claimedCompany()
    expect((await edit(post, { ...PROFILE, website: `https://jobs.${domain}/careers` })).status).toBe(200)
    // The employer is still the claimant: the view says so and the next edits go through, back to the domain too.
    expect((await view(post)).body).toMatchObject({ claim: 'confirmed', refusal: null })
    const again = await edit(post, { ...PROFILE, description: 'Still ours.', website: `https://jobs.${domain}/careers` })
    expect(again.status, again.text).toBe(200)
    expect((await edit(post, { ...PROFILE, website: `https://${domain}` })).status).toBe(200)
    // A website staff move to another domain ends what the claim rests on.
    await payload.update({ collection: 'companies', id: companyId, data: { website: 'https://someone-else.example' }, overrideAccess: true, depth: 0 })
    expect((await edit(post, { ...PROFILE, website: `https://${domain}` })).status).toBe(403)
    expect((await view(post)).body.claim).not.toBe('confirmed')
  })

  it('answers 400 with a message per field for oversize or invalid fields, and keeps the website at the confirmed domain', async () => {
    const { post, domain } = await claimedCompany()
    const bad = await edit(post, { description: 'x'.repeat(COMPANY_DESCRIPTION_MAX + 1), size: 'huge', website: `https://${domain}`, linkedin: 'javascript:alert(1)', x: 'x.com/claimco' })
    expect(bad.status, bad.text).toBe(400)
    expect(bad.body.fields).toEqual({ description: COMPANY_CLAIM_MESSAGES.description, size: COMPANY_CLAIM_MESSAGES.size, linkedin: HTTP_URL_REQUIRED, x: HTTP_URL_REQUIRED })
    const moved = await edit(post, { ...PROFILE, website: 'https://elsewhere.example' })
    expect(moved.status).toBe(400)
    expect(moved.body.fields).toEqual({ website: COMPANY_CLAIM_MESSAGES.websiteDomain(domain) })
  })
})

describe("connecting the claimed company's job board", () => {
  const boardsCall = served('/api/job-posts/:id/company/job-boards')
  const connect = (post: Draft, url: string, token = post.token) => api(boardsCall.POST, 'POST', `/api/job-posts/${post.id}/company/job-boards`, { json: { token, url } })
  const boardsOf = (post: Draft, token = post.token) => api(boardsCall.GET, 'GET', `/api/job-posts/${post.id}/company/job-boards?token=${encodeURIComponent(token)}`)
  const connected: string[] = []

  afterAll(async () => {
    await payload.delete({ collection: 'job-boards', where: { token: { in: connected } }, overrideAccess: true })
  })

  it("lists the claimant's board under their company; a careers URL we cannot read is a 400, a board already connected a 409", async () => {
    const { post, name, companyId } = await claimedCompany()
    const token = `claimco-board-${unique()}`
    connected.push(token)
    expect((await boardsOf(post)).body).toEqual({ boards: [] })

    const added = await connect(post, `https://jobs.lever.co/${token}/open-role`)
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ ats: 'lever', token, company: name, enabled: true, lastRun: null })
    const { docs } = await payload.find({ collection: 'job-boards', where: { token: { equals: token } }, depth: 0, overrideAccess: true })
    expect(docs[0]).toMatchObject({ connectedCompany: companyId, enabled: true })

    const listed = await boardsOf(post)
    expect(listed.status).toBe(200)
    expect((listed.body as { boards: { token: string }[] }).boards.map((board) => board.token)).toEqual([token])

    expect((await connect(post, 'https://claimco.example/careers')).status).toBe(400)
    const again = await connect(post, `https://jobs.eu.lever.co/${token}`)
    expect(again.status).toBe(409)
  })

  it('refuses an employer who has not claimed the company, and another post\'s token, with 403', async () => {
    const { post } = await claimedCompany()
    const stranger = await companyPost()
    const token = `claimco-refused-${unique()}`
    connected.push(token)
    // Their own company, not claimed.
    const unclaimed = await connect(stranger.post, `https://jobs.ashbyhq.com/${token}`)
    expect(unclaimed.status).toBe(403)
    expect((await boardsOf(stranger.post)).status).toBe(403)
    // The claimant's post with the stranger's token.
    expect((await connect(post, `https://jobs.ashbyhq.com/${token}`, stranger.post.token)).status).toBe(403)
    expect((await boardsOf(post, stranger.post.token)).status).toBe(403)
    expect((await payload.count({ collection: 'job-boards', where: { token: { equals: token } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
