import http from 'node:http'
import zlib from 'node:zlib'

/** An answer as the load generator keeps it: the body as it came over the wire, still compressed. */
export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

export interface BenchRequest {
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
}

/** What every request asks for, as Node's `fetch` asks: the servers compress exactly as they did for it. */
const ACCEPT = { accept: '*/*', 'accept-encoding': 'gzip, deflate' }

/** The status of a request that got no answer in time. */
export const NO_ANSWER = 0

/**
 * The load generator's HTTP client: `node:http` on kept-alive connections, reading each answer's bytes without
 * decompressing them. `fetch` cost the generator about 2 ms of CPU a request (mostly inflating every page it asked
 * for compressed), which at 200 requests a second is 0.4 of a core taken from the servers it measures; this costs
 * about 0.4 ms. The servers do the same work for it (same headers, same compression); only a step that reads its
 * answer's body (a job post's token) pays for the inflating, through `answerJson`.
 */
export function createBenchClient() {
  // An idle connection is given up before the servers' keep-alive timeout (5 s) closes it under a request.
  const agent = new http.Agent({ keepAlive: true, timeout: 4_000 })

  /** Sends one request and reads its whole answer; settles with status NO_ANSWER after `timeoutMs` whatever the socket does. */
  const send = (url: string, init: BenchRequest, timeoutMs: number): Promise<Answer> =>
    new Promise((resolve) => {
      let request: http.ClientRequest
      const noAnswer = () => {
        clearTimeout(timer)
        request.destroy()
        resolve({ status: NO_ANSWER, headers: {}, body: Buffer.alloc(0) })
      }
      const attempt = (retry: boolean) => {
        request = http.request(url, { agent, method: init.method, headers: { ...ACCEPT, ...init.headers } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            clearTimeout(timer)
            resolve({ status: response.statusCode ?? NO_ANSWER, headers: response.headers, body: Buffer.concat(chunks) })
          })
          response.on('error', noAnswer)
        })
        // A kept-alive connection the server closed just as it was reused: sent again once on a new one, as
        // browsers do (Node's documented remedy, `request.reusedSocket`).
        request.on('error', (error: NodeJS.ErrnoException) => (retry && request.reusedSocket && error.code === 'ECONNRESET' ? attempt(false) : noAnswer()))
        request.end(init.body)
      }
      // A flooded server may never answer nor close: the give-up is a timer of our own, not the socket's.
      const timer = setTimeout(noAnswer, timeoutMs)
      attempt(true)
    })

  return { send, close: () => agent.destroy() }
}

/** An answer's body as JSON, inflated first when the server compressed it. */
export function answerJson(answer: Answer): unknown {
  const encoding = answer.headers['content-encoding']
  const body = encoding === 'gzip' ? zlib.gunzipSync(answer.body) : encoding === 'deflate' ? zlib.inflateSync(answer.body) : answer.body
  return JSON.parse(body.toString('utf8'))
}

/**
 * A visitor's Cookie header after an answer, as a browser's cookie jar keeps it: each Set-Cookie replaces the cookie
 * of its name, and one with `Max-Age=0` removes it. (Sessions last a few seconds: no other expiry is kept.)
 */
export function keepCookies(cookieHeader: string | undefined, answer: Answer): string | undefined {
  const jar = new Map((cookieHeader ? cookieHeader.split('; ') : []).map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const))
  for (const cookie of answer.headers['set-cookie'] ?? []) {
    const pair = cookie.split(';')[0]!
    const name = pair.slice(0, pair.indexOf('='))
    if (/;\s*max-age=0(?:;|$)/i.test(cookie)) jar.delete(name)
    else jar.set(name, pair)
  }
  return jar.size ? [...jar.values()].join('; ') : undefined
}
