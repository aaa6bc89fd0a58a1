/**
 * A link a visitor may be sent to: an absolute http(s) URL, else null. Providers' apply links, company
 * websites and logos pass through this before they are stored, and staff's apply links are checked with
 * it, so `javascript:` or `data:` never is.
 */
export function httpUrlOrNull(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const trimmed = url.trim()
    const { protocol } = new URL(trimmed)
    return protocol === 'http:' || protocol === 'https:' ? trimmed : null
  } catch {
    return null
  }
}

export const HTTP_URL_REQUIRED = 'Enter a full web address starting with https:// or http://.'
