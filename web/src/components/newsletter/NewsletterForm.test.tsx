// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@web/app/queryClient'
import { CONSENT_LABEL, NewsletterForm, type NewsletterFormProps } from './NewsletterForm'

afterEach(cleanup)

const renderForm = (props: NewsletterFormProps = {}) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NewsletterForm {...props} />
    </QueryClientProvider>,
  )

describe('NewsletterForm variants', () => {
  it('default: the spec defaults, a name field and the consent box checked', () => {
    renderForm()
    expect(screen.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeTruthy()
    expect(screen.getByText('Get the latest digital nomad jobs and resources straight to your inbox.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy()
    expect(screen.getByLabelText('Name (optional)')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: CONSENT_LABEL }) as HTMLInputElement).checked).toBe(true)
  })

  it('compact: e-mail only, and the consent box can be hidden', () => {
    renderForm({ variant: 'compact', title: 'Get Nomad Updates', subtitle: 'Latest jobs and travel tips in your inbox.', showConsent: false })
    expect(screen.getByRole('heading', { name: 'Get Nomad Updates' })).toBeTruthy()
    expect(screen.queryByLabelText('Name (optional)')).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.getByLabelText('Email address')).toBeTruthy()
  })
})
