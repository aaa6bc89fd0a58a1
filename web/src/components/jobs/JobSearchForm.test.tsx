// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { JobSearchForm } from './JobSearchForm'

function Address() {
  const { pathname, search } = useLocation()
  return <output aria-label="address">{pathname + search}</output>
}

describe('JobSearchForm', () => {
  it('is a GET form to /search that, with script, goes there with its filled fields only', async () => {
    renderWithProviders(
      <>
        <JobSearchForm look="compact" fieldLabel="Keywords">
          <input type="hidden" name="category" value="design" />
          <input type="hidden" name="location" value="" />
        </JobSearchForm>
        <Address />
      </>,
    )
    const form = screen.getByRole('search')
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe('/search')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keywords' }), '  C# developer ')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/search?q=C%23+developer&category=design')
  })

  it('with nothing typed opens the whole list', async () => {
    renderWithProviders(
      <>
        <JobSearchForm look="hero" label="Search remote jobs" fieldLabel="Search remote jobs" />
        <Address />
      </>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/search')
  })
})
