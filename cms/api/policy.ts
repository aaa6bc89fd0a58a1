import { GUIDE_MAX_BYTES } from '@cms/contract/admin'
import { MAX_BODY_BYTES } from '@cms/contract/limits'
import { MULTIPART_OVERHEAD } from '@cms/lib/multipart'
import { settings } from '@cms/lib/settings'

/**
 * What a call accepts and how it is answered, decided once per call in its declaration (calls/<area>.ts) and applied by
 * the entry (answerApi.ts) before and after the handler runs.
 */
export interface RoutePolicy {
  /**
   * The body format of a state-changing call: `json` (anything else is a 415, so a cross-site text/plain or
   * form post can never be read as a request), `form` (a browser form post), `multipart` (an upload), or
   * `any` (the handler reads its own format: Stripe's raw body, a mail client's one-click unsubscribe).
   */
  body: 'json' | 'form' | 'multipart' | 'any'
  /** A declared body above this is a 413 before a byte is read (handlers also count while reading). */
  maxBodyBytes: number
  /** True for calls whose senders are not our pages (Stripe, mail clients): no same-site check. */
  crossSite: boolean
  /** Longest the handler may take before the call is answered 503. */
  timeBudgetMs: number
  /**
   * `shared`: the answer is the same for every visitor (it never reads the session), so identical GETs are
   * answered from the in-process cache for PUBLIC_READ_CACHE_SECONDS; `private`: the answer describes a
   * session, never stored by a browser or proxy cache (`Cache-Control: no-store`); `handler`: the handler
   * sets its own Cache-Control, if any.
   */
  cache: 'shared' | 'private' | 'handler'
  /** `any-origin` for read-only public calls: other sites' pages may read them (CORS, no cookies). */
  cors: 'any-origin' | 'same-origin'
  /**
   * `public-read`: a token bucket per client (PUBLIC_RATE_LIMIT_PER_MINUTE, IPv6 counted by /64), stated in the
   * IETF RateLimit-Policy and RateLimit headers; the server renderer's in-process calls do not count.
   * `beacon`: the same with a bucket of its own (BEACON_RATE_LIMIT_PER_MINUTE), so a page's counting never spends
   * a reader's quota and one client cannot inflate a job's counts.
   * `contact`: the contact form's own bucket (CONTACT_RATE_LIMIT, a few messages an hour), shared by its JSON and
   * form posts.
   */
  rateLimit: 'public-read' | 'beacon' | 'contact' | 'none'
}

/** Uploads get the guide's limit plus the multipart envelope. */
export const MAX_UPLOAD_BYTES = GUIDE_MAX_BYTES + MULTIPART_OVERHEAD

/** The policy of an ordinary call: a JSON body from our own pages, the server's time budget. */
export const DEFAULT_POLICY: RoutePolicy = {
  body: 'json',
  maxBodyBytes: MAX_BODY_BYTES,
  crossSite: false,
  timeBudgetMs: settings().REQUEST_TIME_BUDGET_MS,
  cache: 'handler',
  cors: 'same-origin',
  rateLimit: 'none',
}

/** A read-only public call: any origin may read it, each client within the public rate limit. */
export const OPEN_READ: Partial<RoutePolicy> = { cors: 'any-origin', rateLimit: 'public-read' }
/** An open read whose answer is the same for everyone (job search and lists, taxonomy): also cached in process. */
export const PUBLIC_READ: Partial<RoutePolicy> = { ...OPEN_READ, cache: 'shared' }
/** Views and apply clicks one client may report a minute: a person opens a few job pages a minute, not dozens. */
export const BEACON_RATE_LIMIT_PER_MINUTE = 30
/** What a job page reports (the beacon): a tiny JSON body from our own pages, its own per-client limit. */
export const BEACON: Partial<RoutePolicy> = { maxBodyBytes: 1024, rateLimit: 'beacon' }
/** A call about the caller's own session or account. */
export const PERSONAL: Partial<RoutePolicy> = { cache: 'private' }
