import type { IncomingHttpHeaders } from 'node:http'

/** Payload's session cookie: its name and value, the only cookie a page rendered for its visitor is given. */
const SESSION_COOKIE = /(?:^|;\s*)(payload-token=[^;]*)/

/**
 * Query parameters that carry a secret: a draft preview, an alert's manage or confirm token, a reset or
 * newsletter token, a Checkout session (the thank-you page, the guide download), or the e-mail address a form post
 * sent back to its page with an error (the new-alert page, the checkout pages).
 */
const SECRET_PARAMETERS = ['preview', 'token', 'session', 'session_id', 'email']

/** True when the request carries a session (cookie or Authorization header). */
export function carriesSession(headers: IncomingHttpHeaders): boolean {
  return SESSION_COOKIE.test(headers.cookie ?? '') || Boolean(headers.authorization)
}

/**
 * True when the answer may depend on who asks: a session, or a secret in the address. Such answers are
 * `private, no-store` and never kept by our own caches.
 */
export function isPersonalRequest(request: { url?: string; headers: IncomingHttpHeaders }): boolean {
  return carriesSession(request.headers) || carriesSecret(request.url ?? '/')
}

/** True when the address carries a secret (a page rendered with it shows what only its holder may see). */
export function carriesSecret(url: string): boolean {
  if (!url.includes('?')) return false
  const query = new URLSearchParams(url.split('?')[1])
  return SECRET_PARAMETERS.some((name) => query.has(name))
}

/**
 * Pages that are about one person's purchase whatever their address says: the employer's thank-you page (Stripe's
 * success URL, `?post={id}`) and the job post's manage page (its `token` is a secret too, but a link cut short must
 * not be kept either), and the company claim's page (its outcome names the employer's company).
 */
const PRIVATE_PAGE_PATHS = new Set(['/post-a-job/paid', '/post-a-job/manage', '/post-a-job/claim'])

/** A page address's path without its query or trailing slashes, as the page sets name it. */
const pagePath = (url: string): string => url.split('?')[0]!.replace(/\/+$/, '') || '/'

/** True when a rendered page must be `private, no-store` and never kept: it carries a secret or is a private page. */
export function isPrivatePage(url: string): boolean {
  return PRIVATE_PAGE_PATHS.has(pagePath(url)) || carriesSecret(url)
}

/**
 * Pages the server renders with the visitor's session when the request carries one, so that they read without
 * script: the profile (name, e-mail, saved jobs). Every other page is the anonymous view, the same for everyone.
 */
const SESSION_PAGE_PATHS = new Set(['/profile'])

/**
 * The session cookie (`payload-token=…`) to render this page with, or null: only a session page requested with a
 * session cookie. Such a render is personal: `private, no-store`, never kept, never answered from the page cache.
 */
export function sessionToRenderWith(url: string, headers: IncomingHttpHeaders): string | null {
  if (!SESSION_PAGE_PATHS.has(pagePath(url))) return null
  return SESSION_COOKIE.exec(headers.cookie ?? '')?.[1] ?? null
}
