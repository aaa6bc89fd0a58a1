// @vitest-environment happy-dom
import { NEWSLETTER_CHECK_INBOX } from '@cms/contract/newsletterValues'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@web/test/renderWithProviders'
import { stubFetch } from '@web/test/stubFetch'
import { CONSENT_LABEL, NewsletterForm, type NewsletterFormProps } from './NewsletterForm'

const renderForm = (props: NewsletterFormProps = {}) => renderWithProviders(<NewsletterForm {...props} />)

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

describe('NewsletterForm submission', () => {
  it('sends the typed e-mail, name, consent and source, then shows the thank-you panel asking to confirm from the inbox', async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true, message: 'Subscribed' }))
    const user = userEvent.setup()
    renderForm({ source: 'blog' })
    await user.type(screen.getByLabelText('Name (optional)'), ' Ada ')
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com')
    await user.click(screen.getByRole('checkbox', { name: CONSENT_LABEL }))
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByText('Thank you for subscribing!')).toBeTruthy()
    expect(screen.getByText(NEWSLETTER_CHECK_INBOX)).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/newsletter/subscribe')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', name: 'Ada', marketingConsent: false, source: 'blog' })
  })

  it('refuses an invalid address without calling the server', async () => {
    const fetchMock = stubFetch(() => Response.json({ success: true, message: 'Subscribed' }))
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText('Email address'), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.queryByText('Thank you for subscribing!')).toBeNull()
  })
})
