import { describe, expect, it } from 'vitest'
import { isPersonalRequest, isPrivatePage, sessionToRenderWith } from './personalAnswers'

const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers })

describe('isPersonalRequest', () => {
  it('is true for a session cookie or an Authorization header', () => {
    expect(isPersonalRequest(request('/api/alerts', { cookie: 'theme=dark; payload-token=abc' }))).toBe(true)
    expect(isPersonalRequest(request('/cms/api/orders', { authorization: 'JWT abc' }))).toBe(true)
  })

  it('is true for a preview, manage, confirm or download token, or a Checkout session in the query', () => {
    for (const url of ['/blog/post/draft?preview=x', '/api/alerts/manage?token=x', '/alerts/confirm?token=x', '/payment-success?session_id=cs_1', '/api/guide/download/g.pdf?email=a&session=s']) {
      expect(isPersonalRequest(request(url)), url).toBe(true)
    }
  })

  it('is true for an e-mail address a form post sent back to its page (the new-alert page, the checkout pages)', () => {
    for (const url of ['/alerts/new?q=react&alert_error=x&email=a%40b.example&frequency=daily', '/digital-nomad-guide?checkout_error=x&email=a%40b.example']) {
      expect(isPersonalRequest(request(url)), url).toBe(true)
    }
  })

  it('is false for anonymous public addresses', () => {
    for (const url of ['/', '/search?q=token', '/blog/post/tokens-of-trust', '/api/jobs?preview_mode=', '/keywords/preview']) {
      expect(isPersonalRequest(request(url, { cookie: 'theme=dark' })), url).toBe(false)
    }
  })
})

describe('isPrivatePage', () => {
  it("is true for an address with a secret and for the employer's thank-you and manage pages, whatever they carry", () => {
    for (const url of ['/post-a-job/manage?token=abc', '/post-a-job/manage', '/post-a-job/paid?post=12', '/post-a-job/paid', '/post-a-job/claim', '/alerts/manage?token=x']) {
      expect(isPrivatePage(url), url).toBe(true)
    }
  })

  it('is false for public pages, the job-post form included', () => {
    for (const url of ['/', '/post-a-job', '/post-a-job?post=12', '/search?q=paid', '/post-a-job/paid-extra']) expect(isPrivatePage(url), url).toBe(false)
  })
})

describe('sessionToRenderWith', () => {
  const cookie = 'theme=dark; payload-token=abc.def; payload-signed-in=1'
  it('gives the session cookie alone for the profile requested with one', () => {
    expect(sessionToRenderWith('/profile', { cookie })).toBe('payload-token=abc.def')
    expect(sessionToRenderWith('/profile/?tab=saved', { cookie })).toBe('payload-token=abc.def')
  })

  it('is null for every other page, and for the profile without a session cookie', () => {
    for (const url of ['/', '/search?q=react', '/jobs/react-dev', '/profiles', '/saved-jobs', '/admin']) expect(sessionToRenderWith(url, { cookie })).toBeNull()
    expect(sessionToRenderWith('/profile', { cookie: 'theme=dark; payload-signed-in=1' })).toBeNull()
    expect(sessionToRenderWith('/profile', { authorization: 'JWT abc.def' })).toBeNull()
  })
})
