import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Which database a request's reads may use. Reads go to a replica only inside a request the server marked
 * as a plain public read: a GET or HEAD outside the admin, from a visitor who has not written in the last few
 * seconds (the `nj_fresh` cookie any write sets; a visitor's next request may reach another server, so the
 * marker travels with the visitor, not with the process). Everything else (writes and the reads inside them,
 * sign-in and session checks, the worker, scripts) reads from the primary.
 *
 * The store lives on `globalThis`: Next's bundle loads its own copy of this module, and the feeds and
 * sitemaps it serves must see the decision our server took for the request.
 */
export const FRESH_WRITE_COOKIE = 'nj_fresh'

interface ReadRoute {
  replicaAllowed: boolean
}

const store = globalThis as typeof globalThis & { __nomadReadRouting?: AsyncLocalStorage<ReadRoute> }
const routing = (store.__nomadReadRouting ??= new AsyncLocalStorage<ReadRoute>())

const SAFE_METHODS = new Set(['GET', 'HEAD'])
const freshCookie = new RegExp(`(?:^|;\\s*)${FRESH_WRITE_COOKIE}=`)

/** May this request's reads use a replica? */
export function replicaAllowedFor(method: string | undefined, path: string, cookieHeader: string | undefined): boolean {
  if (!SAFE_METHODS.has(method ?? 'GET')) return false
  if (path === '/cms' || path.startsWith('/cms/')) return false
  return !freshCookie.test(cookieHeader ?? '')
}

/** The cookie a write sets: the visitor's reads stay on the primary for `seconds`. */
export function freshWriteCookie(seconds: number, secure: boolean): string {
  return `${FRESH_WRITE_COOKIE}=1; Max-Age=${seconds}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** True for methods that may write (they set the cookie and read from the primary). */
export const mayWrite = (method: string | undefined) => !SAFE_METHODS.has(method ?? 'GET') && method !== 'OPTIONS'

export function withReadRoute<T>(replicaAllowed: boolean, work: () => T): T {
  return routing.run({ replicaAllowed }, work)
}

/** Runs `work` with every read on the primary (session checks, reads that decide a write). */
export function onPrimary<T>(work: () => T): T {
  return routing.run({ replicaAllowed: false }, work)
}

export function replicaReadsAllowed(): boolean {
  return routing.getStore()?.replicaAllowed ?? false
}
