// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { readStoredChoice, storeChoice } from '@web/lib/jobs/whereYouLive'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { WhereYouLiveNotice } from './WhereYouLiveNotice'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

function CurrentUrl() {
  const { pathname, search } = useLocation()
  return <output data-testid="url">{pathname + search}</output>
}

function renderAt(url: string, eligibilityUnknown?: number) {
  renderWithProviders(
    <>
      <WhereYouLiveNotice eligibilityUnknown={eligibilityUnknown} />
      <CurrentUrl />
    </>,
    { url },
  )
}

describe('WhereYouLiveNotice', () => {
  it('says how many more jobs do not say where they hire, with a link that lists them too', () => {
    renderAt('/search?q=react&country=PT&tz=1', 12)
    expect(screen.getByTestId('where-you-live-notice').textContent).toContain('Jobs you can do from Portugal, UTC+1.')
    expect(screen.getByTestId('eligibility-unknown').textContent).toContain('12 more jobs do not say where they hire.')
    expect(screen.getByRole('link', { name: 'Show them too' }).getAttribute('href')).toBe('/search?q=react&tz=1')
  })

  it('shows nothing for a list without a choice, and no unknown line without a country', () => {
    renderAt('/search?q=react', 3)
    expect(screen.queryByTestId('where-you-live-notice')).toBeNull()
    cleanup()
    renderAt('/search?tz=1', 3)
    expect(screen.queryByTestId('eligibility-unknown')).toBeNull()
  })

  it('fills the remembered choice in on arrival at a list, but never over a shared link', () => {
    storeChoice({ country: 'PT', tz: 0, on: true })
    renderAt('/categories/design?type=full-time')
    expect(screen.getByTestId('url').textContent).toBe('/categories/design?type=full-time&country=PT&tz=0')
    cleanup()
    renderAt('/search?country=BR')
    expect(screen.getByTestId('url').textContent).toBe('/search?country=BR')
  })

  it('turns the choice off in one click, here and for the next lists', () => {
    storeChoice({ country: 'PT', tz: 0, on: true })
    renderAt('/search?q=react')
    fireEvent.click(screen.getByRole('link', { name: 'Show all jobs' }))
    expect(screen.getByTestId('url').textContent).toBe('/search?q=react')
    expect(readStoredChoice()?.on).toBe(false)
    cleanup()
    renderAt('/jobs')
    expect(screen.getByTestId('url').textContent).toBe('/jobs')
  })
})
