import { env } from './env'

/**
 * True when a state-changing request comes from another site: its Origin is not one of ours, or (without an
 * Origin) the browser marked it cross-site. Browsers send Origin on every state-changing request;
 * Sec-Fetch-Site is the fallback signal.
 */
export function isCrossSite(origin: string | null | undefined, secFetchSite: string | null | undefined): boolean {
  if (origin) return !env.trustedOrigins.includes(origin)
  return secFetchSite === 'cross-site'
}
