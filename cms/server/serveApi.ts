import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { answerApi } from '@cms/api/answerApi'
import { env } from '../lib/env'
import { isApiPath, type Exchange, type Middleware } from './middlewareStep'

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

/** The request as the /api entry takes it: our public origin (never the Host header a client chose), the body as a stream. */
function toWebRequest({ request, path, search }: Exchange): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (value) for (const item of value) headers.append(name, item)
  }
  const method = request.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : bodyOf(request)
  return new Request(env.siteUrl + path + search, { method, headers, body, duplex: 'half' } as RequestInit)
}

const BUFFERED = /^(application\/(json|xml)|text\/)/

/** Writes the entry's answer: JSON and text in one piece (with its length), files as a stream. */
async function send(answer: Response, request: IncomingMessage, response: ServerResponse): Promise<void> {
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') response.setHeader(name, value)
  })
  const cookies = answer.headers.getSetCookie()
  if (cookies.length) response.setHeader('Set-Cookie', cookies)
  response.statusCode = answer.status
  if (!answer.body) return void response.end()
  if (BUFFERED.test(answer.headers.get('content-type') ?? '')) {
    // text() is about half the cost of arrayBuffer() in undici: measured per call, it is most of a trivial answer.
    const body = await answer.text()
    response.setHeader('Content-Length', Buffer.byteLength(body))
    return void response.end(request.method === 'HEAD' ? undefined : body)
  }
  await pipeline(Readable.fromWeb(answer.body as never), response)
}

/** Middleware: every /api call goes to the route table's entry (cms/api/answerApi.ts). */
export const serveApi: Middleware = async (exchange) => {
  if (!isApiPath(exchange.path)) return false
  await send(await answerApi(toWebRequest(exchange)), exchange.request, exchange.response)
  return true
}
