// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { JobPostSubmission } from '@cms/contract/jobPosts'
import { EMPTY_PICK } from '@web/lib/jobs/whoMayApplyText'
import { setSiteFeatures } from '@web/lib/siteFeatures'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { answerByPath, sentRequests, stubFetch } from '@web/test/stubFetch'
import { storeDraft } from '../lib/draftStore'
import { emptyJobPostForm } from '../lib/formValues'
import PostJobScreen from './PostJobScreen'

afterEach(() => {
  // The first test stubs window.location too.
  vi.unstubAllGlobals()
  sessionStorage.clear()
  setSiteFeatures({ payments: false, brandLogos: false })
})

const values = {
  ...emptyJobPostForm('standard'),
  company: { name: 'Acme', website: '' },
  title: 'Backend Engineer',
  category: 'software-development',
  type: 'full-time' as const,
  experienceLevel: 'senior' as const,
  description: `<p>${'We build tools for remote teams and need someone to run our services. '.repeat(3)}</p>`,
  applyUrl: 'https://acme.example/jobs/1',
  salaryMin: 90000,
  salaryMax: 120000,
  locationText: 'Portugal',
  contactEmail: 'hiring@acme.example',
}

const stubApi = (submission?: JobPostSubmission) =>
  stubFetch(
    answerByPath({
      '/api/categories': () => Response.json([{ id: 1, name: 'Software Development', slug: 'software-development', count: 1 }]),
      '/api/job-posts/tiers': () => Response.json({ submission, tiers: [{ tier: 'standard', label: 'Standard', days: 30, priceCents: 4900, currency: 'usd', description: 'x' }, { tier: 'featured', label: 'Featured', days: 30, priceCents: 9900, currency: 'usd', description: 'y' }] }),
      'PATCH /api/job-posts/5': () => Response.json({}),
      '/api/job-posts/5/checkout': () => Response.json({ url: 'https://checkout.stripe.test/c/pay/cs_1' }),
      '/api/job-posts/5/review': () => Response.json({}),
    }),
  )

const renderAt = (url: string) => renderWithProviders(<PostJobScreen />, { url })

/** happy-dom does not show a select's value set before its options: choose them as a visitor would. */
async function chooseSelects() {
  const user = userEvent.setup()
  await user.selectOptions(await screen.findByLabelText('Category'), 'software-development')
  await user.selectOptions(screen.getByLabelText('Job type'), 'full-time')
  await user.selectOptions(screen.getByLabelText('Experience level'), 'senior')
  return user
}

describe('/post-a-job?post={id} (Stripe\'s cancel URL)', () => {
  it('brings back the filled form, and sending it updates that post and pays for it in the tier now chosen', async () => {
    setSiteFeatures({ payments: true, brandLogos: false })
    storeDraft({ id: 5, token: 'secret', values, pick: { ...EMPTY_PICK, countries: ['PT'] } })
    const fetchMock = stubApi()
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    renderAt('/post-a-job?post=5')
    expect(((await screen.findByLabelText('Job title')) as HTMLInputElement).value).toBe('Backend Engineer')
    expect(screen.getByText('Posted as “Portugal”')).toBeTruthy()

    const user = await chooseSelects()
    await user.click(await screen.findByRole('radio', { name: /Featured/ }))
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'))
    const calls = sentRequests(fetchMock).map(({ method, url, body }) => [`${method} ${url}`, body] as const)
    expect(calls.find(([call]) => call === 'POST /api/job-posts')).toBeUndefined()
    expect(calls.find(([call]) => call === 'PATCH /api/job-posts/5')?.[1]).toMatchObject({ token: 'secret', title: 'Backend Engineer', locationText: 'Portugal' })
    expect(calls.find(([call]) => call === 'POST /api/job-posts/5/checkout')?.[1]).toEqual({ token: 'secret', tier: 'featured' })
  })

  it('with payments off: says so before the form, and sending keeps the draft and says where its link went', async () => {
    storeDraft({ id: 5, token: 'secret', values, pick: { ...EMPTY_PICK, countries: ['PT'] } })
    const fetchMock = stubApi()
    renderAt('/post-a-job?post=5')
    expect((await screen.findByRole('note')).textContent).toMatch(/Payments are off on this site for now/)
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull()

    const user = await chooseSelects()
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }))

    const kept = await screen.findByRole('status')
    expect(kept.textContent).toMatch(/Your post is saved as a draft/)
    expect(kept.textContent).toMatch(/Backend Engineer/)
    expect(kept.textContent).toMatch(/We emailed the private link to manage it to hiring@acme\.example/)
    expect(screen.queryByLabelText('Job title')).toBeNull()
    const calls = sentRequests(fetchMock).map(({ method, url }) => `${method} ${url}`)
    expect(calls).toContain('PATCH /api/job-posts/5')
    expect(calls.some((call) => call.endsWith('/checkout'))).toBe(false)
  })

  it('with payments off and free review allowed: says posts are reviewed free, and sending sends the post to review', async () => {
    storeDraft({ id: 5, token: 'secret', values: { ...values, tier: 'featured' }, pick: { ...EMPTY_PICK, countries: ['PT'] } })
    const fetchMock = stubApi('free-review')
    renderAt('/post-a-job?post=5')
    expect(await screen.findByText(/posts are reviewed free of charge/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save as a draft' })).toBeNull()

    const user = await chooseSelects()
    await user.click(screen.getByRole('button', { name: 'Send for review' }))

    const kept = await screen.findByRole('status')
    expect(kept.textContent).toMatch(/Your post is in review/)
    expect(kept.textContent).toMatch(/Standard/)
    const calls = sentRequests(fetchMock).map(({ method, url, body }) => [`${method} ${url}`, body] as const)
    expect(calls.find(([call]) => call === 'POST /api/job-posts/5/review')?.[1]).toEqual({ token: 'secret' })
    expect(calls.some(([call]) => call.endsWith('/checkout'))).toBe(false)
  })

  it('with free review, offers the Standard listing without a price and promises no receipt; with checkout, every tier and its price', async () => {
    stubApi('free-review')
    renderAt('/post-a-job')
    const standard = await screen.findByRole('radio', { name: /Standard/ })
    expect(standard.closest('label')?.textContent).toContain('Free while payments are off, for 30 days')
    expect(screen.queryByRole('radio', { name: /Featured/ })).toBeNull()
    expect(screen.queryByText(/\$49/)).toBeNull()
    expect(screen.getByText('We send the private link to manage this post here. It is never shown on the site.')).toBeTruthy()
    cleanup()

    stubApi('checkout')
    renderAt('/post-a-job')
    expect((await screen.findByRole('radio', { name: /Featured/ })).closest('label')?.textContent).toContain('$99 for 30 days')
    expect(screen.getByRole('radio', { name: /Standard/ }).closest('label')?.textContent).toContain('$49 for 30 days')
    expect(screen.getByText(/We send the receipt and the private link/)).toBeTruthy()
  })

  it('says when this tab has no copy of the post', async () => {
    stubApi()
    renderAt('/post-a-job?post=6')
    expect(await screen.findByText(/This browser tab has no copy of that post/)).toBeTruthy()
    expect(((await screen.findByLabelText('Job title')) as HTMLInputElement).value).toBe('')
  })
})
