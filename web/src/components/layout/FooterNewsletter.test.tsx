// @vitest-environment happy-dom
import { NEWSLETTER_CHECK_INBOX } from '@cms/contract/newsletterValues'
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@web/app/queryClient'
import { SlotsProvider, type Slots } from '@web/components/slots'
import { stubFetch } from '@web/test/stubFetch'
import { FooterNewsletter } from './FooterNewsletter'
import { FooterNewsletterServerForm } from './FooterNewsletterServerForm'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const footerAt = (url: string, slots: Slots = {}) => (
  <QueryClientProvider client={createQueryClient()}>
    <SlotsProvider value={slots}>
      <MemoryRouter initialEntries={[url]}>
        <FooterNewsletter />
      </MemoryRouter>
    </SlotsProvider>
  </QueryClientProvider>
)

/** The page as the server renderer writes it (with its own slot filled), then hydrated in the browser as main.tsx does. */
function serverPageAt(url: string) {
  const html = renderToString(footerAt(url, { ServerFooterNewsletter: FooterNewsletterServerForm }))
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = html
  return render(footerAt(url), { container, hydrate: true })
}

/** Nothing comes near the screen. */
class OutOfViewObserver {
  observe() {}
  disconnect() {}
}
/** The footer in view at once: the observer reports it as soon as it watches. */
class InViewObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
  disconnect() {}
}

const form = () => screen.getByRole('form', { name: 'Get Nomad Updates' }) as HTMLFormElement
const hidden = (name: string) => (form().elements.namedItem(name) as HTMLInputElement | null)?.value

describe("the footer's newsletter form as the server renders it (and as it stays without JavaScript)", () => {
  it('is a plain post to the form call, with the footer as source and the page, without an earlier outcome, to come back to', () => {
    vi.stubGlobal('IntersectionObserver', OutOfViewObserver)
    serverPageAt('/search?q=react&newsletter_email=old')
    expect(form().getAttribute('method')).toBe('post')
    expect(form().getAttribute('action')).toBe('/api/newsletter/form')
    expect(form().noValidate).toBe(true)
    expect(hidden('source')).toBe('footer')
    expect(hidden('returnTo')).toBe('/search?q=react')
    expect(screen.getByLabelText('Email address').getAttribute('name')).toBe('email')
    expect(screen.getByText('Latest jobs and travel tips in your inbox.')).toBeTruthy()
  })

  it('shows the thank-you panel the post came back with, and keeps it once the page hydrates', () => {
    vi.stubGlobal('IntersectionObserver', InViewObserver)
    serverPageAt('/blog?newsletter=subscribed')
    expect(screen.getByRole('status').textContent).toBe(`Thank you for subscribing!${NEWSLETTER_CHECK_INBOX}`)
    expect(screen.queryByRole('form')).toBeNull()
  })

  it("shows a refused address's message under the field, with what was typed, and a failure as the toast says it", () => {
    vi.stubGlobal('IntersectionObserver', InViewObserver)
    serverPageAt('/blog?newsletter=invalid&newsletter_error=Please+enter+a+valid+email+address&newsletter_email=nope')
    const email = screen.getByLabelText('Email address') as HTMLInputElement
    expect(email.value).toBe('nope')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter a valid email address')
    expect(hidden('returnTo')).toBe('/blog')
    cleanup()

    serverPageAt('/faq?newsletter=failed&newsletter_error=Too+many+attempts.&newsletter_email=a%40b.example')
    expect(screen.getByRole('alert').textContent).toBe('Subscription failedToo many attempts.')
    expect(hidden('returnTo')).toBe('/faq')
  })
})

describe("the footer's newsletter form with JavaScript", () => {
  it('becomes the scripted form when the footer comes near, keeping what was typed and the focus, and subscribes through the JSON call', async () => {
    vi.stubGlobal('IntersectionObserver', InViewObserver)
    const fetchMock = stubFetch(() => Response.json({ success: true, message: NEWSLETTER_CHECK_INBOX }))
    serverPageAt('/blog')
    // Typed into the server's form while the scripted one loads.
    const plain = screen.getByLabelText('Email address') as HTMLInputElement
    plain.value = 'ada@example.com'
    plain.focus()
    await waitFor(() => expect(form().getAttribute('action')).toBeNull())
    const scripted = screen.getByLabelText('Email address') as HTMLInputElement
    expect(scripted).not.toBe(plain)
    expect(scripted.value).toBe('ada@example.com')
    expect(document.activeElement).toBe(scripted)
    expect(hidden('returnTo')).toBeUndefined()

    screen.getByRole('button', { name: 'Subscribe' }).click()
    expect(await screen.findByText('Thank you for subscribing!')).toBeTruthy()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/newsletter/subscribe')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@example.com', marketingConsent: true, source: 'footer' })
  })

  it('mounted by a move within the site, shows nothing until the scripted form arrives, as before', () => {
    vi.stubGlobal('IntersectionObserver', OutOfViewObserver)
    render(footerAt('/blog'))
    expect(screen.queryByRole('form')).toBeNull()
  })
})
