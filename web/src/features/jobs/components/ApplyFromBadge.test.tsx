// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Eligibility } from '@cms/contract/eligibilityValues'
import { storeChoice } from '@web/lib/jobs/whereYouLive'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { stubFetch } from '@web/test/stubFetch'
import { ApplyFromBadge } from './ApplyFromBadge'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const eligibility = (extra: Partial<Eligibility>): Eligibility => ({ scope: 'worldwide', countries: [], regions: [], excludedCountries: [], timezones: null, ...extra })

function badgeFor(job: Eligibility) {
  stubFetch() // signed out: the session call answers 404
  renderWithProviders(<ApplyFromBadge eligibility={job} />, { url: '/jobs/x' })
  return screen.queryByTestId('apply-from-badge')?.textContent ?? null
}

describe('ApplyFromBadge', () => {
  it('answers for the country remembered on this device', () => {
    storeChoice({ country: 'PT', tz: 0, on: true })
    expect(badgeFor(eligibility({ scope: 'regions', regions: ['europe'] }))).toContain('You can apply from Portugal')
    cleanup()
    expect(badgeFor(eligibility({ scope: 'countries', countries: ['MX'] }))).toContain('Not open to Portugal')
    cleanup()
    expect(badgeFor(eligibility({ excludedCountries: ['PT'] }))).toContain('Not open to Portugal')
    cleanup()
    expect(badgeFor(eligibility({ scope: 'unknown' }))).toBeNull()
  })

  it('says nothing without a remembered country, or once the visitor turned it off', () => {
    expect(badgeFor(eligibility({}))).toBeNull()
    cleanup()
    storeChoice({ country: 'PT', tz: 0, on: false })
    expect(badgeFor(eligibility({}))).toBeNull()
  })
})
