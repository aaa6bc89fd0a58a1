import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import { forwardToNative } from '@cms/lib/forwardToNative'
import { normalizedUrl } from '@cms/lib/requestTarget'

/**
 * The /api entry takes a Web `Request`; building undici's for every call (its Headers, URL parsing, an
 * AbortSignal) cost about 5 µs, most calls read no more than the method, the address and a header or two.
 * `nodeRequest` gives a Request whose url, method and header lookups come straight from Node's request; the
 * first use of anything else (the body, `signal`, iterating the headers, `clone()`...) builds the real Request
 * once, exactly as it was built before, and delegates to it. `@hono/node-server` does the same for its own
 * adaptor, but it takes the address from the Host header (ours is the configured public origin) and keeps its
 * pieces private, so this is our own small version.
 */
const NativeRequest = globalThis.Request
const NativeHeaders = globalThis.Headers

/**
 * The request body as a stream that reads nothing until the handler asks (high-water mark 0). A call refused
 * before its body is read (413, 415, 403) leaves the body to Node, which discards it once the answer is sent,
 * so the client can finish sending and read the answer instead of seeing its connection reset.
 */
function bodyOf(request: IncomingMessage): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer> | undefined
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= request[Symbol.asyncIterator]()
        const { done, value } = await chunks.next()
        if (done) controller.close()
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))
      },
    },
    { highWaterMark: 0 },
  )
}

/** Every header Node parsed, as a real Headers (repeated ones, such as Set-Cookie, appended). */
function headersOf(incoming: IncomingHttpHeaders): Headers {
  const headers = new NativeHeaders()
  for (const [name, value] of Object.entries(incoming)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (value) for (const item of value) headers.append(name, item)
  }
  return headers
}

/**
 * `get` and `has` read Node's parsed headers (names are lower case there, values already trimmed, repeated
 * ones joined as Headers joins them); everything else works on a real Headers built on first use.
 */
class NodeHeaders {
  readonly #incoming: IncomingHttpHeaders
  #native: Headers | undefined

  constructor(incoming: IncomingHttpHeaders) {
    this.#incoming = incoming
  }

  native(): Headers {
    this.#native ??= headersOf(this.#incoming)
    return this.#native
  }

  get(name: string): string | null {
    if (this.#native) return this.#native.get(name)
    const value = this.#incoming[name.toLowerCase()]
    return value === undefined ? null : typeof value === 'string' ? value : value.join(', ')
  }

  has(name: string): boolean {
    return this.#native ? this.#native.has(name) : this.#incoming[name.toLowerCase()] !== undefined
  }
}

class NodeRequest {
  readonly #incoming: IncomingMessage
  readonly #url: string
  readonly #method: string
  #headers: NodeHeaders | undefined
  #native: Request | undefined

  constructor(incoming: IncomingMessage, url: string) {
    this.#incoming = incoming
    // As undici's Request writes it (dot segments resolved, characters escaped); a plain address is kept as it is.
    this.#url = normalizedUrl(url)
    this.#method = incoming.method ?? 'GET'
  }

  native(): Request {
    if (!this.#native) {
      const method = this.#method
      const body = method === 'GET' || method === 'HEAD' ? undefined : bodyOf(this.#incoming)
      const headers = this.#headers ? this.#headers.native() : headersOf(this.#incoming.headers)
      this.#native = new NativeRequest(this.#url, { method, headers, body, duplex: 'half' } as RequestInit)
    }
    return this.#native
  }

  get url() {
    return this.#url
  }

  get method() {
    return this.#method
  }

  get headers(): Headers {
    if (this.#native) return this.#native.headers
    this.#headers ??= new NodeHeaders(this.#incoming.headers)
    return this.#headers as unknown as Headers
  }
}

forwardToNative(NodeHeaders, NativeHeaders)
forwardToNative(NodeRequest, NativeRequest)

/** The Request the /api entry gets for a Node request, at `url` (our public origin with the request's path and query). */
export function nodeRequest(incoming: IncomingMessage, url: string): Request {
  return new NodeRequest(incoming, url) as unknown as Request
}
