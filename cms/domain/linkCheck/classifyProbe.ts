import type { LinkVerdict } from '@cms/contract/linkCheckValues'

export type { LinkVerdict }

/** What one probe of an apply URL saw, before we judge it. */
export type Probe =
  | { kind: 'answered'; status: number; finalUrl: string; headers: Record<string, string | string[] | undefined> }
  | { kind: 'network-error'; code: string }
  | { kind: 'blocked-address'; address: string }
  | { kind: 'too-many-redirects'; finalUrl: string }

export interface Judgement {
  verdict: LinkVerdict
  /** A short reason staff can read in /cms and /admin ("404", "redirected to the site's home page"...). */
  reason: string
}

/** Network failures that mean the link cannot work for anyone: the name does not exist or nothing listens. */
const DEAD_NETWORK_CODES = new Set(['ENOTFOUND', 'EAI_NONAME', 'ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ERR_TLS_CERT_ALTNAME_INVALID', 'CERT_HAS_EXPIRED', 'DEPTH_ZERO_SELF_SIGNED_CERT'])

/** Statuses that say "not for robots" or "not now" rather than "gone": retried later, never dead. */
const NOT_NOW_STATUSES = new Set([401, 403, 407, 408, 425, 429])

/**
 * Path segments and query values that every careers site shares: a redirect that keeps only these has
 * dropped what named the job ("/jobs/12345" → "/jobs").
 */
const GENERIC_PARTS = new Set([
  'job', 'jobs', 'career', 'careers', 'apply', 'application', 'position', 'positions', 'opening', 'openings',
  'vacancy', 'vacancies', 'work', 'join', 'join-us', 'en', 'en-us', 'en-gb', 'us', 'uk', 'de', 'fr', 'es',
  'search', 'index', 'home', 'o', 'j', 'p', 'view', 'details', 'remote', 'listing', 'listings', 'true', 'false',
])

/** The parts of a URL that name one job: non-generic path segments and query values. */
export function jobSpecificParts(url: URL): string[] {
  const segments = url.pathname.split('/').map((segment) => safeDecode(segment).toLowerCase()).filter(Boolean)
  const values = [...url.searchParams.values()].map((value) => value.toLowerCase()).filter(Boolean)
  return [...segments, ...values].filter((part) => !GENERIC_PARTS.has(part.replace(/\.(html?|php|aspx?)$/, '')))
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** A redirect that ends on the site's home page or drops every part naming the job: the posting is gone. */
function lostTheJob(original: URL, final: URL): string | null {
  if (final.href === original.href) return null
  const originalParts = jobSpecificParts(original)
  if (originalParts.length === 0) return null
  if (final.pathname === '/' && !final.search) return "redirected to the site's home page"
  const kept = new Set(jobSpecificParts(final))
  return originalParts.some((part) => kept.has(part)) ? null : 'redirected away from the job'
}

/** Bot walls answer 200/403/503 with a challenge page; the headers give them away. */
function isBotWall(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['cf-mitigated'] === 'challenge' || Boolean(headers['x-amzn-waf-action']) || Boolean(headers['x-datadome'])
}

/** Judges a probe: dead only on evidence that the posting is gone for everyone, unknown when in doubt. */
export function judgeProbe(originalUrl: string, probe: Probe): Judgement {
  switch (probe.kind) {
    case 'blocked-address':
      return { verdict: 'dead', reason: `resolves to a non-public address (${probe.address})` }
    case 'network-error':
      return DEAD_NETWORK_CODES.has(probe.code)
        ? { verdict: 'dead', reason: probe.code === 'ENOTFOUND' || probe.code === 'EAI_NONAME' ? 'host name does not exist' : `cannot connect (${probe.code})` }
        : { verdict: 'unknown', reason: `network error (${probe.code})` }
    case 'too-many-redirects':
      return { verdict: 'unknown', reason: 'too many redirects' }
    case 'answered': {
      if (isBotWall(probe.headers)) return { verdict: 'unknown', reason: `bot wall (${probe.status})` }
      if (probe.status === 404 || probe.status === 410) return { verdict: 'dead', reason: String(probe.status) }
      if (NOT_NOW_STATUSES.has(probe.status) || probe.status >= 500) return { verdict: 'unknown', reason: String(probe.status) }
      if (probe.status >= 400) return { verdict: 'unknown', reason: String(probe.status) }
      const lost = lostTheJob(new URL(originalUrl), new URL(probe.finalUrl))
      return lost ? { verdict: 'dead', reason: lost } : { verdict: 'live', reason: String(probe.status) }
    }
  }
}
