import { env } from './env'

/**
 * Where a plain form post sends its visitor back to: the form's own field when it is a path on this site, else
 * the path of a same-site Referer, else `fallback`. Never another site (no open redirect).
 */
export function sameSiteReturnPath(candidate: string | null | undefined, request: Request, fallback: string): string {
  const fromField = candidate?.trim()
  if (fromField && /^\/(?![/\\])[^\s]*$/.test(fromField)) return fromField
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const url = new URL(referer)
      if (url.origin === env.siteUrl || url.origin === new URL(request.url).origin) return url.pathname
    } catch {
      // not a URL: fall through
    }
  }
  return fallback
}
