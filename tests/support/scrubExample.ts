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

const placeholder = (key: string, secret: string) => STRIPE_ID_PREFIX.exec(secret)?.[0].concat('Example') ?? `example_${key.replace(/[^a-z]/gi, '').toLowerCase()}`

const scrubText = (text: string) => text.replace(EMAIL, (address, local: string) => (address.toLowerCase().endsWith('@example.com') ? address : `${local}@example.com`)).replace(LOCAL_ORIGIN, 'https://example.com')

/**
 * A recorded request body or answer made fit to publish in the document: secrets (tokens, passwords, cookies,
 * session ids) replaced by a placeholder, e-mail addresses moved to example.com (a test's unique suffix dropped, so
 * the file changes only when the answers do), the test's local servers shown as example.com, lists cut to their
 * first items. Ids, slugs and everything else are kept as the server answered them.
 */
export function scrubExample(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return SECRET_KEY.test(key) ? placeholder(key, value) : scrubText(value)
  if (Array.isArray(value)) return value.slice(0, LIST_ITEMS_KEPT).map((each) => scrubExample(each, key))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, each]) => [name, scrubExample(each, name)]))
  return value
}
