/** The longest web address any call takes or any collection stores. */
export const WEB_ADDRESS_MAX = 2000

/**
 * The one web-address rule, for every call that takes a link and every collection field that stores one: written
 * out with `http://` or `https://` and a host, no whitespace, parsed by the WHATWG URL parser, at most
 * WEB_ADDRESS_MAX characters. So `javascript:`, `data:`, `ftp:`, `http:example.com` or a relative path never is
 * stored or shown. `formats.test.ts` runs the edge cases through the calls and the collections' fields.
 */
export function isWebAddress(value: string): boolean {
  return value.length <= WEB_ADDRESS_MAX && /^https?:\/\/[^\s/?#]+\S*$/i.test(value) && URL.canParse(value)
}

/**
 * A link a visitor may be sent to: the trimmed address if it is a web address (isWebAddress), else null.
 * Providers' apply links, company websites and logos pass through this before they are stored.
 */
export function httpUrlOrNull(url: string | null | undefined): string | null {
  const trimmed = url?.trim()
  return trimmed && isWebAddress(trimmed) ? trimmed : null
}

export const HTTP_URL_REQUIRED = 'Enter a full web address starting with https:// or http://.'
