/** A path and query made only of characters the URL parser keeps as they are (no dot segment checked here). */
const PLAIN_TARGET = /^(\/[\w!$&()*+,\-./:;=@~%]*)(\?[\w!$&()*+,\-./:;=@~%?]*)?$/
/** A dot segment, written plainly or percent-encoded: the parser resolves these. */
const DOT_SEGMENT = /\/\.|%2e/i

interface PlainParts {
  origin: string
  path: string
  search: string
}

let last: { url: string; parts: PlainParts | null } = { url: '', parts: null }

/** The origin of the last address that had to be parsed, when it was already written as the parser writes it. */
let normalOrigin = ''

/**
 * The origin and the plain path and query of an address the URL parser would leave exactly as it is, or null
 * (a dot segment, a character it escapes, a fragment, an origin it would rewrite). Parsing was about a µs of a
 * trivial /api call; the hot reads and the floor are plain.
 */
function plainParts(url: string): PlainParts | null {
  // The server's Request reports its url, then the entry cuts the same one: remember the last answer.
  if (url === last.url) return last.parts
  const start = url.indexOf('/', url.indexOf('://') + 3)
  const target = start < 0 ? null : PLAIN_TARGET.exec(url.slice(start))
  const parts = !target || DOT_SEGMENT.test(target[0]) ? null : { origin: url.slice(0, start), path: target[1]!, search: target[2] && target[2] !== '?' ? target[2] : '' }
  last = { url, parts }
  return parts
}

/** The pathname and search of an address, exactly as `new URL(url)` gives them. */
export function pathAndSearch(url: string): { pathname: string; search: string } {
  const plain = plainParts(url)
  if (plain) return { pathname: plain.path, search: plain.search }
  const { pathname, search } = new URL(url)
  return { pathname, search }
}

/** The address as the URL parser writes it (`new URL(url).href`, what a `Request` reports as its url): a plain one is already. */
export function normalizedUrl(url: string): string {
  const plain = plainParts(url)
  if (plain && plain.origin === normalOrigin) return url
  const parsed = new URL(url)
  if (plain && parsed.origin === plain.origin) normalOrigin = plain.origin
  return parsed.href
}
