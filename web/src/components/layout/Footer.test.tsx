// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { stubFetch } from '@web/test/stubFetch'
import { Footer } from './Footer'

// Our X account is set for this build; LinkedIn and Instagram are not.
vi.mock('@web/lib/settings', () => ({ spaSettings: { VITE_SOCIAL_X_URL: 'https://x.com/nomadjobs' } }))

describe("the footer's social icons", () => {
  it("link to our own accounts, and a network whose address is not set shows no icon", () => {
    stubFetch()
    renderWithProviders(<Footer />)
    expect(screen.getByRole('link', { name: 'X (Twitter)' }).getAttribute('href')).toBe('https://x.com/nomadjobs')
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Instagram' })).toBeNull()
  })
})
