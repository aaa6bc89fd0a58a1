// @vitest-environment happy-dom
import type { JobListItem } from '@cms/contract/jobs'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { JobList } from './JobList'

const job = (id: number, extra: Partial<JobListItem>): JobListItem => ({
  id, slug: `job-${id}`, title: `Job ${id}`, description: 'A role.', postedAt: '2026-11-01T00:00:00.000Z', reposted: false, type: 'full-time',
  featured: false, placement: null, salaryMin: null, salaryMax: null, salaryPosted: null, timezone: null, experienceLevel: 'mid', source: 'internal', externalId: `job-${id}`,
  applyUrl: null, company: { name: 'Acme', slug: 'acme', website: null, logo: null }, category: null, location: null, skills: [], locationText: null,
  eligibility: { scope: 'worldwide', countries: [], regions: [], excludedCountries: [], timezones: null },
  ...extra,
})

function cards(jobs: JobListItem[]) {
  renderWithProviders(<JobList jobs={jobs} isLoading={false} isError={false} />)
  return screen.getAllByTestId('job-card').map((card) => ({
    sponsored: within(card).queryByTestId('sponsored-label') !== null,
    featured: within(card).queryByText('Featured') !== null,
  }))
}

describe('job cards of paid placements', () => {
  it('labels every paid placement Sponsored, and highlights the featured-now ones, at most three a page', () => {
    expect(
      cards([
        job(1, { placement: 'pinned', featured: true }),
        job(2, { placement: 'featured', featured: true }),
        job(3, { placement: 'standard' }),
        job(4, { featured: true }),
        job(5, { featured: true }),
        job(6, {}),
      ]),
    ).toEqual([
      { sponsored: true, featured: true },
      { sponsored: true, featured: true },
      { sponsored: true, featured: false },
      { sponsored: false, featured: true },
      // The fourth featured job of the page keeps a plain card.
      { sponsored: false, featured: false },
      { sponsored: false, featured: false },
    ])
  })
})
