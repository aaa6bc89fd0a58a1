// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { JobResults } from './JobResults'

afterEach(cleanup)

describe('JobResults', () => {
  it('says a page past the end is past the end, with a link to the last page, instead of "No jobs found"', () => {
    const data = { jobs: [], pagination: { total: 320, totalPages: 32, page: 40, limit: 10 } }
    renderWithProviders(<JobResults data={data} isLoading={false} isError={false} />, { url: '/search?q=react&page=40' })
    expect(screen.queryByText('No jobs found')).toBeNull()
    expect(screen.getByTestId('past-the-end').textContent).toContain('Page 40 is past the end of this list')
    expect(screen.getByRole('link', { name: 'Go to the last page' }).getAttribute('href')).toBe('/search?q=react&page=32')
  })

  it('keeps the empty state for a list with no jobs at all', () => {
    const data = { jobs: [], pagination: { total: 0, totalPages: 0, page: 1, limit: 10 } }
    renderWithProviders(<JobResults data={data} isLoading={false} isError={false} />, { url: '/search?q=zzz' })
    expect(screen.getByText('No jobs found')).toBeTruthy()
    expect(screen.queryByTestId('past-the-end')).toBeNull()
  })
})

describe('JobResults and values no filter knows', () => {
  it('says which values of the address it left out', () => {
    const data = { jobs: [], pagination: { total: 0, totalPages: 0, page: 1, limit: 10 } }
    renderWithProviders(<JobResults data={data} isLoading={false} isError={false} />, { url: '/search?country=XX&tz=99&salary=lots,0-50000' })
    expect(screen.getByTestId('ignored-params').textContent).toBe('Left out of this list, as no filter knows them: “salary=lots”, “country=XX”, “tz=99”.')
  })
})
