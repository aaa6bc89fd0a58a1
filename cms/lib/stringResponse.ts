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

/**
 * A StringResponse's headers: `get`, `has`, `set` and `forEach` (all the /api entry and the server use on the way
 * out) work on a plain map of lower-case names, with Headers' rules (names must be tokens, values are trimmed
 * and may not hold NUL, CR or LF, `forEach` goes in name order). Anything else (append, delete, Set-Cookie,
 * iterating...) moves them into a real Headers on first use, which serves from then on. Building and reading
 * undici's Headers was about a µs of a trivial call.
 */
class FewHeaders {
  #map: Map<string, string> | undefined
  #native: Headers | undefined

  constructor(init: HeadersInit | ReadonlyMap<string, string> | undefined) {
    if (init instanceof NativeHeaders) this.#native = init
    // Our own constants (JSON_TYPE), already lower-case and checked.
    else if (init instanceof Map) this.#map = new Map(init)
    else {
      this.#map = new Map()
      for (const [name, value] of Array.isArray(init) ? init : Object.entries((init ?? {}) as Record<string, string>)) {
        if (this.#map.has(name.toLowerCase())) {
          // A repeated name is joined, as Headers joins it: leave it to Headers.
          this.#map = undefined
          this.#native = new NativeHeaders(init as HeadersInit)
          return
        }
        this.set(name, value!)
      }
    }
  }

  native(): Headers {
    if (!this.#native) {
      this.#native = new NativeHeaders([...this.#map!])
      this.#map = undefined
    }
    return this.#native
  }

  get(name: string): string | null {
    return this.#native ? this.#native.get(name) : (this.#map!.get(name.toLowerCase()) ?? null)
  }

  has(name: string): boolean {
    return this.#native ? this.#native.has(name) : this.#map!.has(name.toLowerCase())
  }

  set(name: string, value: string): void {
    const lower = name.toLowerCase()
    if (this.#native || lower === 'set-cookie') return this.native().set(name, value)
    const normalized = String(value).replace(OUTER_WHITESPACE, '')
    if (!TOKEN.test(name) || FORBIDDEN_IN_VALUE.test(normalized)) throw new TypeError(`Invalid header: ${name}`)
    this.#map!.set(lower, normalized)
  }

  forEach(callback: (value: string, name: string, parent: Headers) => void, thisArg?: unknown): void {
    if (this.#native) return this.#native.forEach(callback, thisArg)
    const names = [...this.#map!.keys()].sort()
    for (const name of names) callback.call(thisArg, this.#map!.get(name)!, name, this as unknown as Headers)
  }

  /** Set-Cookie is never in the map (setting it moves everything into a real Headers). */
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

/** Headers of a JSON answer, as a map FewHeaders copies without checking again (undici reads it as pairs). */
const JSON_TYPE = new Map([['content-type', 'application/json']]) as ReadonlyMap<string, string> as unknown as HeadersInit

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
