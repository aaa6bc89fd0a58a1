/** Keys whose text is a secret or a credential: tokens, passwords, cookies, checkout session ids. */
const SECRET_KEY = /token|password|secret|cookie|^session_?id$/i
/** A test's unique address (`contract-1764412345-ab12cd@test.example`) or any other e-mail address. */
const EMAIL = /([a-z0-9._%+-]+?)(?:-\d{10,}-[a-z0-9]+)?@[a-z0-9.-]+\.[a-z]{2,}/gi
/** The addresses a test serves itself on (fake Stripe, SITE_URL): shown as a public site. */
const LOCAL_ORIGIN = /https?:\/\/(?:localhost|127\.0\.0\.1)(?::\d+)?/g
/** A list's first items are example enough; the rest would only lengthen the document. */
const LIST_ITEMS_KEPT = 3

/** A Stripe id's kind (`cs_test_`): kept, so a placeholder still reads (and parses) as that kind of id. */
const STRIPE_ID_PREFIX = /^[a-z]{2,4}_(?:test|live)_/

/** Every password field gets the same placeholder, so a form's confirmation still matches its password. */
const placeholder = (key: string, secret: string) =>
  STRIPE_ID_PREFIX.exec(secret)?.[0].concat('Example') ?? (/password/i.test(key) ? 'example_password' : `example_${key.replace(/[^a-z]/gi, '').toLowerCase()}`)

/**
 * A Stripe id (`cs_test_a1B2…`, `evt_8JC5…`, `pi_x7EM…`), alone or inside a text such as a Checkout page's address:
 * its random part, letters with digits, differs on every run.
 */
const STRIPE_ID_IN_TEXT = /\b([a-z]{2,5}_(?:(?:test|live)_)?)(?=[A-Za-z]*\d)[A-Za-z0-9]{14,}\b/g
/** A signed address's expiry and signature (the held logo's), new on every run. */
const SIGNED_URL_EXPIRY = /([?&]expires=)\d+/g
const PINNED_EXPIRY = 1767225600
const SIGNED_URL_SIGNATURE = /([?&]signature=)[^&#\s"]+/g

const scrubText = (text: string) =>
  text
    .replace(EMAIL, (address, local: string) => (address.toLowerCase().endsWith('@example.com') ? address : `${local}@example.com`))
    .replace(LOCAL_ORIGIN, 'https://example.com')
    .replace(STRIPE_ID_IN_TEXT, '$1Example')
    .replace(SIGNED_URL_EXPIRY, (_expiry, name: string) => `${name}${PINNED_EXPIRY}`)
    .replace(SIGNED_URL_SIGNATURE, '$1example')

/** A moment (`2026-11-29T11:26:34.381Z`) or a day (`2026-10-02`): the time a test ran, different on every run. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/
const DAY = /^\d{4}-\d{2}-\d{2}$/
/** A version named by its day (MCP's `protocolVersion: '2025-11-25'`) is no time of the run: kept. */
const VERSION_KEY = /version/i
/** Where pinned times start: the n-th distinct moment of an example (earliest first) is this plus n hours, a day plus n days. */
const PINNED_START = Date.UTC(2026, 0, 15, 9)
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** The strings of an example that may be times of the run (a version's is not). */
function stringsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value)
  else if (value && typeof value === 'object') for (const [key, each] of Object.entries(value)) if (!VERSION_KEY.test(key)) stringsIn(each, into)
  return into
}

/**
 * Each moment and day of an example replaced by a pinned one, in the same order (earlier stays earlier, equal stays
 * equal), so regenerating the examples on another day changes nothing.
 */
function pinnedTimes(value: unknown): Map<string, string> {
  const strings = [...stringsIn(value)]
  const pin = (pattern: RegExp, step: number, format: (iso: string) => string) =>
    strings
      .filter((each) => pattern.test(each))
      .sort((a, b) => Date.parse(a) - Date.parse(b))
      .map((each, index) => [each, format(new Date(PINNED_START + index * step).toISOString())] as const)
  return new Map([...pin(MOMENT, HOUR_MS, (iso) => iso), ...pin(DAY, DAY_MS, (iso) => iso.slice(0, 10))])
}

/**
 * A recorded request body or answer made fit to publish in the document: secrets (tokens, passwords, cookies,
 * session ids) replaced by a placeholder, e-mail addresses moved to example.com (a test's unique suffix dropped, so
 * the file changes only when the answers do), the test's local servers shown as example.com, the run's times,
 * Stripe ids and signed addresses pinned, lists cut to their first items. Ids, slugs and everything else are kept
 * as the server answered them.
 */
export function scrubExample(value: unknown): unknown {
  const times = pinnedTimes(value)
  const scrub = (each: unknown, key: string): unknown => {
    if (typeof each === 'string') return (VERSION_KEY.test(key) ? each : times.get(each)) ?? (SECRET_KEY.test(key) ? placeholder(key, each) : scrubText(each))
    if (Array.isArray(each)) return each.slice(0, LIST_ITEMS_KEPT).map((item) => scrub(item, key))
    if (each && typeof each === 'object') return Object.fromEntries(Object.entries(each).map(([name, item]) => [name, scrub(item, name)]))
    return each
  }
  return scrub(value, '')
}
