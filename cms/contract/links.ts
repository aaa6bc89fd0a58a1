/** The longest web address any call takes or any collection stores. */
export const WEB_ADDRESS_MAX = 2000

/**
 * An absolute http(s) address with any host: written out with `http://` or `https://` and a host, no whitespace,
 * parsed by the WHATWG URL parser, at most WEB_ADDRESS_MAX characters. So `javascript:`, `data:`, `ftp:`,
 * `http:example.com` or a relative path never is stored or shown. On its own only for addresses this server writes
 * itself (logos: an uploaded one on SITE_URL, which is `http://localhost:…` in development, or an ATS's or
 * Brandfetch's); everything a person types is a web address (isWebAddress).
 */
export function isHttpAddress(value: string): boolean {
  return value.length <= WEB_ADDRESS_MAX && /^https?:\/\/[^\s/?#]+\S*$/i.test(value) && URL.canParse(value)
}

/** A host of two or more non-empty labels (one trailing dot allowed): `example.com`, `127.0.0.1`, not `acme`. */
const hasDottedHost = (value: string) => {
  const labels = new URL(value).hostname.replace(/\.$/, '').split('.')
  return labels.length >= 2 && labels.every(Boolean)
}

/**
 * The one rule for an address a person types, for every call that takes one and every collection field that
 * stores one (employer and company websites, apply links, company profile links, affiliate and toolkit links):
 * an http address (isHttpAddress) whose host has a dot, so a slip like `https://acme` is refused rather than shown
 * as a dead link. `formats.test.ts` runs the edge cases through the calls and the collections' fields.
 */
export function isWebAddress(value: string): boolean {
  return isHttpAddress(value) && hasDottedHost(value)
}

/** The trimmed address if `rule` takes it, else null. */
const trimmedIf =
  (rule: (value: string) => boolean) =>
  (url: string | null | undefined): string | null => {
    const trimmed = url?.trim()
    return trimmed && rule(trimmed) ? trimmed : null
  }

/**
 * A link a visitor may be sent to: the trimmed address if it is a web address (isWebAddress), else null.
 * Providers' apply links and company websites pass through this before they are stored.
 */
export const httpUrlOrNull = trimmedIf(isWebAddress)

/** A logo's address as the server stores it (isHttpAddress, trimmed), else null: providers' and enrichment's logos. */
export const logoUrlOrNull = trimmedIf(isHttpAddress)

export const HTTP_URL_REQUIRED = 'Enter a full web address starting with https:// or http://.'
