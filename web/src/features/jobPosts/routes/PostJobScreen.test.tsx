// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@web/app/queryClient'
import { EMPTY_PICK } from '@web/lib/jobs/whoMayApplyText'
import { storeDraft } from '../lib/draftStore'
import { emptyJobPostForm } from '../lib/formValues'
import PostJobScreen from './PostJobScreen'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
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

function stubApi() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname
    if (path === '/api/categories') return Response.json([{ id: 1, name: 'Software Development', slug: 'software-development', count: 1 }])
    if (path === '/api/job-posts/tiers') return Response.json({ tiers: [{ tier: 'standard', label: 'Standard', days: 30, priceCents: 4900, currency: 'usd', description: 'x' }, { tier: 'featured', label: 'Featured', days: 30, priceCents: 9900, currency: 'usd', description: 'y' }] })
    if (path === '/api/job-posts/5' && init?.method === 'PATCH') return Response.json({})
    if (path === '/api/job-posts/5/checkout') return Response.json({ url: 'https://checkout.stripe.test/c/pay/cs_1' })
    return Response.json({ message: 'Not found' }, { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <PostJobScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('/post-a-job?post={id} (Stripe\'s cancel URL)', () => {
  it('brings back the filled form, and sending it updates that post and pays for it in the tier now chosen', async () => {
    storeDraft({ id: 5, token: 'secret', values, pick: { ...EMPTY_PICK, countries: ['PT'] } })
    const fetchMock = stubApi()
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    renderAt('/post-a-job?post=5')
    expect(((await screen.findByLabelText('Job title')) as HTMLInputElement).value).toBe('Backend Engineer')
    expect(screen.getByText('Posted as “Portugal”')).toBeTruthy()

    const user = userEvent.setup()
    // happy-dom does not show a select's value set before its options: choose them as a visitor would.
    await user.selectOptions(await screen.findByLabelText('Category'), 'software-development')
    await user.selectOptions(screen.getByLabelText('Job type'), 'full-time')
    await user.selectOptions(screen.getByLabelText('Experience level'), 'senior')
    await user.click(await screen.findByRole('radio', { name: /Featured/ }))
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'))
    const calls = fetchMock.mock.calls.map(([url, init]) => [`${init?.method ?? 'GET'} ${url}`, init?.body ? JSON.parse(String(init.body)) : null] as const)
    expect(calls.find(([call]) => call === 'POST /api/job-posts')).toBeUndefined()
    expect(calls.find(([call]) => call === 'PATCH /api/job-posts/5')?.[1]).toMatchObject({ token: 'secret', title: 'Backend Engineer', locationText: 'Portugal' })
    expect(calls.find(([call]) => call === 'POST /api/job-posts/5/checkout')?.[1]).toEqual({ token: 'secret', tier: 'featured' })
  })

  it('says when this tab has no copy of the post', async () => {
    stubApi()
    renderAt('/post-a-job?post=6')
    expect(await screen.findByText(/This browser tab has no copy of that post/)).toBeTruthy()
    expect(((await screen.findByLabelText('Job title')) as HTMLInputElement).value).toBe('')
  })
})
