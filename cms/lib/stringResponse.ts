import { forwardToNative } from './forwardToNative'

/**
 * Answers whose body is a string (every JSON answer of the /api), without undici's `Response` until something
 * needs it. Building undici's Response costs about 10 µs (a body stream, its transfer machinery) and reading it
 * back with `text()` about 17 µs more, measured per call: that was most of a trivial /api call. A
 * `StringResponse` keeps status, headers and body as plain fields; the server writes it from them
 * (`unreadBody`), and anything else a caller asks (`body`, `json()`, `clone()`, ...) builds the real Response
 * once and delegates to it, so tests and the server renderer see an ordinary Response (`instanceof Response`
 * holds). The same idea as `@hono/node-server`'s lightweight Response, which only works by replacing the global
 * `Response`, and this process also runs Next and Payload.
 */
const NativeResponse = globalThis.Response
const NativeHeaders = globalThis.Headers

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
const OUTER_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g
const FORBIDDEN_IN_VALUE = /[\0\r\n]/

/** Header names already found to be tokens, with their lower case: the same few names come back on every answer. */
const checkedNames = new Map<string, string>()
const MAX_CHECKED_NAMES = 200

function lowerCaseName(name: string): string {
  const known = checkedNames.get(name)
  if (known !== undefined) return known
  if (!TOKEN.test(name)) throw new TypeError(`Invalid header name: ${name}`)
  const lower = name.toLowerCase()
  if (checkedNames.size < MAX_CHECKED_NAMES) checkedNames.set(name, lower)
  return lower
}

/**
 * Headers of our own constants (JSON_TYPE): lower-case names and plain values, which FewHeaders copies without
 * checking again; undici reads them as any list of pairs.
 */
class CheckedPairs {
  constructor(readonly pairs: readonly (readonly [string, string])[]) {}

  [Symbol.iterator]() {
    return this.pairs[Symbol.iterator]()
  }
}

/**
 * A StringResponse's headers: `get`, `has`, `set` and `forEach` (all the /api entry and the server use on the way
 * out) work on a few [lower-case name, value] pairs, with Headers' rules (names must be tokens, values are trimmed
 * and may not hold NUL, CR or LF, `forEach` goes in name order). Anything else (append, delete, Set-Cookie,
 * iterating...) moves them into a real Headers on first use, which serves from then on. An answer carries two to
 * six headers, where a list is cheaper than a Map, and building and reading undici's Headers was about a µs of a
 * trivial call.
 */
class FewHeaders {
  #pairs: [string, string][] | undefined
  #native: Headers | undefined

  constructor(init: HeadersInit | undefined) {
    if (init instanceof NativeHeaders) this.#native = init
    else if (init instanceof CheckedPairs) this.#pairs = init.pairs.map(([name, value]) => [name, value])
    else {
      this.#pairs = []
      for (const [name, value] of Array.isArray(init) ? init : Object.entries((init ?? {}) as Record<string, string>)) {
        if (this.has(name!)) {
          // A repeated name is joined, as Headers joins it: leave it to Headers.
          this.#pairs = undefined
          this.#native = new NativeHeaders(init as HeadersInit)
          return
        }
        this.set(name!, value!)
      }
    }
  }

  native(): Headers {
    if (!this.#native) {
      this.#native = new NativeHeaders(this.#pairs)
      this.#pairs = undefined
    }
    return this.#native
  }

  #indexOf(lower: string): number {
    const pairs = this.#pairs!
    for (let i = 0; i < pairs.length; i++) if (pairs[i]![0] === lower) return i
    return -1
  }

  get(name: string): string | null {
    if (this.#native) return this.#native.get(name)
    const at = this.#indexOf(name.toLowerCase())
    return at < 0 ? null : this.#pairs![at]![1]
  }

  has(name: string): boolean {
    return this.#native ? this.#native.has(name) : this.#indexOf(name.toLowerCase()) >= 0
  }

  set(name: string, value: string): void {
    if (this.#native) return this.#native.set(name, value)
    const lower = lowerCaseName(name)
    if (lower === 'set-cookie') return this.native().set(name, value)
    const normalized = String(value).replace(OUTER_WHITESPACE, '')
    if (FORBIDDEN_IN_VALUE.test(normalized)) throw new TypeError(`Invalid header value: ${name}`)
    const at = this.#indexOf(lower)
    if (at < 0) this.#pairs!.push([lower, normalized])
    else this.#pairs![at]![1] = normalized
  }

  forEach(callback: (value: string, name: string, parent: Headers) => void, thisArg?: unknown): void {
    if (this.#native) return this.#native.forEach(callback, thisArg)
    const pairs = this.#pairs!.length > 1 ? [...this.#pairs!].sort(([a], [b]) => (a < b ? -1 : 1)) : this.#pairs!
    for (const [name, value] of pairs) callback.call(thisArg, value, name, this as unknown as Headers)
  }

  /** Set-Cookie is never in the list (setting it moves everything into a real Headers). */
  getSetCookie(): string[] {
    return this.#native ? this.#native.getSetCookie() : []
  }
}

forwardToNative(FewHeaders, NativeHeaders)

class StringResponse {
  readonly #body: string
  readonly #status: number
  readonly #statusText: string
  readonly #headersInit: HeadersInit | undefined
  #headers: FewHeaders | undefined
  #native: Response | undefined

  constructor(body: string, init: ResponseInit = {}, headers: HeadersInit | undefined = init.headers) {
    this.#body = body
    this.#status = init.status ?? 200
    this.#statusText = init.statusText ?? ''
    this.#headersInit = headers
  }

  /** The real Response, built on first need with whatever headers were set so far. */
  native(): Response {
    this.#native ??= new NativeResponse(this.#body, { status: this.#status, statusText: this.#statusText, headers: this.#headers ? this.#headers.native() : this.#headersInit })
    return this.#native
  }

  /** The body, while nobody has read it through the real Response. */
  unread(): string | undefined {
    return this.#native ? undefined : this.#body
  }

  get status() {
    return this.#status
  }

  get statusText() {
    return this.#statusText
  }

  get ok() {
    return this.#status >= 200 && this.#status < 300
  }

  get headers(): Headers {
    if (this.#native) return this.#native.headers
    this.#headers ??= new FewHeaders(this.#headersInit)
    return this.#headers as unknown as Headers
  }
}

// Every other member of Response (body, bodyUsed, type, url, redirected, text(), json(), clone(), ...) is the
// real Response's, built on first use.
forwardToNative(StringResponse, NativeResponse)

/** `new Response(body, init)` for a string body. */
export function textResponse(body: string, init?: ResponseInit): Response {
  return new StringResponse(body, init) as unknown as Response
}

/** Headers of a JSON answer. */
const JSON_TYPE = new CheckedPairs([['content-type', 'application/json']]) as unknown as HeadersInit

/** `Response.json(data, init)`: the same body and `Content-Type: application/json` unless init names another. */
export function jsonResponse(data: unknown, init: ResponseInit = {}): Response {
  const body = JSON.stringify(data)
  if (body === undefined) throw new TypeError('The data is not JSON serializable')
  if (!init.headers) return new StringResponse(body, init, JSON_TYPE) as unknown as Response
  const headers = new Headers(init.headers)
  if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  return new StringResponse(body, init, headers) as unknown as Response
}

/** The body of a response built here that nobody has read yet, else undefined (read it as any Response). */
export function unreadBody(response: Response): string | undefined {
  return response instanceof StringResponse ? response.unread() : undefined
}
