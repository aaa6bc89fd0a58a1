import { COMPANY_CLAIM_MESSAGES } from '@cms/contract/companyClaims'
import { HTTP_URL_REQUIRED } from '@cms/contract/links'
import { waitForMailTo } from '../support/smtpSinkHttp'
import { decide } from './support/jobPosts'
import { expect, test, type APIRequestContext } from './support/test'
import { BASE_URL } from './support/baseUrl'

/**
 * An employer claims their company (docs/companies.md) at phone width: a paid, approved post's manage page, the
 * claim, the link from the SMTP sink, the confirmation page's button, the profile form, and the company page.
 */

const sinkUrl = process.env.SMTP_SINK_URL
const origin = { Origin: BASE_URL }

/** A post paid on the fake Stripe and approved by staff, from a contact at the company's domain: its manage address. */
async function approvedPost(request: APIRequestContext, domain: string, company: string, contactEmail: string): Promise<string> {
  const categories = (await (await request.get('/api/categories')).json()) as { slug: string }[]
  const created = await request.post('/api/job-posts', {
    headers: origin,
    data: {
      company: { name: company, website: `https://${domain}` },
      title: `Remote Support Lead at ${company}`,
      category: categories[0]!.slug,
      type: 'full-time',
      experienceLevel: 'mid',
      description: '<p>We are a small remote team making booking software for guesthouses. You will lead our support desk and write our help pages.</p>',
      applyUrl: `https://${domain}/jobs/support`,
      salaryMin: 50000,
      salaryMax: 60000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      locationText: 'Worldwide',
      tier: 'standard',
      contactEmail,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id, token } = (await created.json()) as { id: number; token: string }
  const checkout = await request.post(`/api/job-posts/${id}/checkout`, { headers: origin, data: { token } })
  expect(checkout.ok(), await checkout.text()).toBe(true)
  // The fake Stripe's hosted page pays and delivers the webhook.
  await request.get(((await checkout.json()) as { url: string }).url, { maxRedirects: 0 })
  await expect.poll(async () => (await (await request.get(`/api/job-posts/manage?token=${token}`)).json()).state).toBe('in-review')
  await decide(request, id, 'approve')
  return `/post-a-job/manage?token=${encodeURIComponent(token)}`
}

test('at 390 px an employer claims their company by the mailed link and edits its description', async ({ page }) => {
  test.skip(!sinkUrl, 'needs the SMTP sink that scripts/e2e.ts starts')
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 900 })
  const word = `Claimco${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`
  const domain = `${word.toLowerCase()}.example`
  const contactEmail = `boss-${Date.now()}@${domain}`
  const manage = await approvedPost(page.request, domain, word, contactEmail)

  await page.goto(manage)
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Company profile' }) })
  await panel.getByRole('button', { name: `Claim ${word}` }).click()
  await expect(panel.getByRole('status')).toHaveText(COMPANY_CLAIM_MESSAGES.sent(contactEmail))

  const mail = await waitForMailTo(sinkUrl!, contactEmail, (text) => text.includes('/post-a-job/claim?token='))
  const link = new URL(/https?:\/\/\S+\/post-a-job\/claim\?token=[^\s>)"]+/.exec(mail.text)![0])
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { name: 'Confirm your company claim' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm my claim' }).click()
  await expect(page.getByRole('heading', { name: 'Your claim is confirmed' })).toBeVisible()
  await expect(page.getByText(COMPANY_CLAIM_MESSAGES.confirmed(word))).toBeVisible()

  await page.goto(manage)
  await expect(panel.getByRole('heading', { name: 'Edit company profile' })).toBeVisible()
  // A link that is not a web address is refused with the collection's message, before anything is sent.
  await panel.getByLabel('LinkedIn (optional)').fill('linkedin.com/company/x')
  await panel.getByRole('button', { name: 'Save the profile' }).click()
  await expect(panel.getByText(HTTP_URL_REQUIRED)).toBeVisible()
  const description = `${word} makes booking software for guesthouses, written by a team spread over nine time zones.`
  await panel.getByLabel('LinkedIn (optional)').fill(`https://www.linkedin.com/company/${word.toLowerCase()}`)
  await panel.getByLabel('Description').fill(description)
  await panel.getByLabel('Size').selectOption('11-50')
  await panel.getByRole('button', { name: 'Save the profile' }).click()
  await expect(panel.getByText(COMPANY_CLAIM_MESSAGES.saved)).toBeVisible()

  // The claimed company's own job board, connected from its careers URL and listed with its health.
  const board = `${word.toLowerCase()}-board`
  await panel.getByLabel('Careers page URL').fill(`https://jobs.lever.co/${board}/open-role`)
  await panel.getByRole('button', { name: 'Connect board' }).click()
  await expect(panel.getByRole('status').filter({ hasText: 'Connected.' })).toBeVisible()
  const connected = panel.getByRole('list', { name: 'Connected job boards' })
  await expect(connected.getByRole('link', { name: `Lever · ${board}` })).toHaveAttribute('href', `https://jobs.lever.co/${board}`)
  await expect(connected.getByText('Not read yet: The next import reads it.')).toBeVisible()

  await panel.getByRole('link', { name: `${word}'s page` }).click()
  await expect(page.getByRole('heading', { level: 1, name: word })).toBeVisible()
  await expect(page.getByText(description)).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the mailed link's page confirms the claim with a plain form post, and a second click says the link is used and offers no button", async ({ page }) => {
    test.skip(!sinkUrl, 'needs the SMTP sink that scripts/e2e.ts starts')
    test.setTimeout(120_000)
    const word = `Plainco${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`
    const domain = `${word.toLowerCase()}.example`
    const contactEmail = `boss-${Date.now()}@${domain}`
    const manage = new URL(await approvedPost(page.request, domain, word, contactEmail), BASE_URL)
    const token = manage.searchParams.get('token')!
    const id = (await (await page.request.get(`/api/job-posts/manage?token=${encodeURIComponent(token)}`)).json()).id as number
    expect((await page.request.post(`/api/job-posts/${id}/company/claim`, { headers: origin, data: { token } })).ok()).toBe(true)
    const mail = await waitForMailTo(sinkUrl!, contactEmail, (text) => text.includes('/post-a-job/claim?token='))
    const link = new URL(/https?:\/\/\S+\/post-a-job\/claim\?token=[^\s>)"]+/.exec(mail.text)![0])

    await page.goto(link.pathname + link.search)
    await page.getByRole('button', { name: 'Confirm my claim' }).click()
    await expect(page.getByRole('heading', { name: 'Your claim is confirmed' })).toBeVisible()
    await expect(page.getByText(COMPANY_CLAIM_MESSAGES.confirmed(word))).toBeVisible()
    await page.goto(link.pathname + link.search)
    await page.getByRole('button', { name: 'Confirm my claim' }).click()
    await expect(page.getByRole('alert')).toHaveText(COMPANY_CLAIM_MESSAGES.linkInvalid)
    // A spent link cannot pass on another try: the page offers none.
    await expect(page.getByRole('button', { name: 'Confirm my claim' })).toHaveCount(0)
  })
})
