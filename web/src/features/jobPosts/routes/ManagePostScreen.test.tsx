// @vitest-environment happy-dom
import { JOB_POST_MESSAGES, type JobPostManage } from '@cms/contract/jobPosts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { answerByPath, stubFetch } from '@web/test/stubFetch'
import ManagePostScreen from './ManagePostScreen'

afterEach(() => vi.restoreAllMocks())

const livePost: JobPostManage = {
  id: 7,
  state: 'live',
  tier: 'featured',
  contactEmail: 'hiring@acme.example',
  fields: {
    company: { name: 'Acme', website: 'https://acme.example' },
    title: 'Backend Engineer',
    category: 'software-development',
    type: 'full-time',
    experienceLevel: 'senior',
    description: '<p>We build tools.</p>',
    applyUrl: 'https://acme.example/jobs/1',
    applyEmail: '',
    salaryMin: 90000,
    salaryMax: 120000,
    salaryCurrency: 'USD',
    salaryPeriod: 'year',
    locationText: 'Europe; UTC-1 to UTC+3',
  },
  logo: null,
  paid: true,
  revisionInReview: true,
  rejectionReason: null,
  liveFrom: '2026-11-20T10:00:00.000Z',
  liveUntil: '2026-12-20T10:00:00.000Z',
  job: { slug: 'backend-engineer-acme', status: 'active' },
  stats: [{ day: '2026-11-21', views: 40, applyClicks: 3 }],
}

const renderAt = (url: string) => renderWithProviders(<ManagePostScreen />, { url })

describe('/post-a-job/manage', () => {
  it('says a link without its token is incomplete, and asks nothing', () => {
    const fetchMock = stubFetch()
    renderAt('/post-a-job/manage')
    expect(screen.getByRole('heading', { name: 'This manage link is incomplete' })).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("says a wrong token is not valid, in the server's words", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch(answerByPath({ '/api/job-posts/manage': () => Response.json({ success: false, message: JOB_POST_MESSAGES.wrongToken }, { status: 403 }) }))
    renderAt('/post-a-job/manage?token=wrong')
    expect(await screen.findByRole('heading', { name: 'This job post cannot be shown' })).toBeTruthy()
    expect(screen.getByText(new RegExp(JOB_POST_MESSAGES.wrongToken))).toBeTruthy()
  })

  it("shows a live post's state, period, pending edit and daily stats, and closes it only after confirming", async () => {
    const closed = { ...livePost, state: 'ended' as const }
    const fetchMock = stubFetch(
      answerByPath({
        '/api/job-posts/manage': () => Response.json(livePost),
        '/api/job-posts/tiers': () => Response.json({ tiers: [] }),
        '/api/categories': () => Response.json([]),
        '/api/job-posts/7/close': () => Response.json(closed),
      }),
    )
    renderAt('/post-a-job/manage?token=secret')
    expect((await screen.findByTestId('post-state')).textContent).toBe('Live')
    expect(screen.getByText('November 20, 2026 to December 20, 2026')).toBeTruthy()
    expect(screen.getByText('Paid period')).toBeTruthy()
    expect(screen.getByText(JOB_POST_MESSAGES.revisionInReview)).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Views and apply clicks per day' })
    expect(within(table).getByRole('row', { name: /Nov 21, 2026 40 3/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the live job' }).getAttribute('href')).toBe('/jobs/backend-engineer-acme')

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Close the post early' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/close'))).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Close the post early' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close the post' }))
    expect((await screen.findByText(JOB_POST_MESSAGES.closed)).textContent).toBe(JOB_POST_MESSAGES.closed)
    expect(screen.getByTestId('post-state').textContent).toBe('Ended')
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/close'))!
    expect(JSON.parse(String(init!.body))).toEqual({ token: 'secret' })
  })

  describe('an unpaid draft while payments are off', () => {
    const draft: JobPostManage = { ...livePost, state: 'draft', tier: 'pinned', paid: false, revisionInReview: false, liveFrom: null, liveUntil: null, job: null, stats: [] }
    const tierList = (submission: string) => () => Response.json({ submission, tiers: [{ tier: 'standard', label: 'Standard', days: 30, priceCents: 4900, currency: 'usd', description: 'x' }] })

    it('with free review allowed: offers "Send for review (free)", never the payment button, and shows the post in review after', async () => {
      const inReview = { ...draft, state: 'in-review' as const, tier: 'standard' as const }
      const fetchMock = stubFetch(
        answerByPath({
          '/api/job-posts/manage': () => Response.json(draft),
          '/api/job-posts/tiers': tierList('free-review'),
          '/api/categories': () => Response.json([]),
          '/api/job-posts/7/review': () => Response.json(inReview),
        }),
      )
      renderAt('/post-a-job/manage?token=secret')
      const send = await screen.findByRole('button', { name: 'Send for review (free)' })
      expect(screen.getByText(/listed as a Standard post for 30 days/)).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Pay and send for review' })).toBeNull()
      await userEvent.setup().click(send)
      expect(await screen.findByText(JOB_POST_MESSAGES.sentForReview)).toBeTruthy()
      expect(screen.getByTestId('post-state').textContent).toBe('In review')
      // Nothing was paid: the days it will be listed are not a paid period.
      expect(screen.getByText('Listed period')).toBeTruthy()
      expect(screen.queryByText('Paid period')).toBeNull()
      const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/review'))!
      expect(JSON.parse(String(init!.body))).toEqual({ token: 'secret' })
    })

    it('with free review off: says up front that posts cannot be sent, and offers no button to send or pay', async () => {
      stubFetch(
        answerByPath({
          '/api/job-posts/manage': () => Response.json(draft),
          '/api/job-posts/tiers': tierList('paused'),
          '/api/categories': () => Response.json([]),
        }),
      )
      renderAt('/post-a-job/manage?token=secret')
      expect((await screen.findByRole('note')).textContent).toMatch(/posts cannot be sent for review yet/)
      expect(screen.queryByRole('button', { name: /Pay and send for review|Send for review/ })).toBeNull()
    })
  })
})
