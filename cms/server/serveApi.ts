import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { answerApiAtOnce } from '@cms/api/answerApi'
import { unreadBody } from '@cms/lib/stringResponse'
import { env } from '../lib/env'
import { compressApiAnswer } from './compression'
import { isApiPath, type Middleware } from './middlewareStep'
import { nodeRequest } from './nodeRequest'
import { streamToClient } from './streamToClient'

const BUFFERED = /^(application\/(json|xml)|text\/)/

/** Ends the response with a whole body and its length (none for HEAD), compressed if worth it. */
function end(body: string, request: IncomingMessage, response: ServerResponse): void {
  const length = Buffer.byteLength(body)
  const head = request.method === 'HEAD'
  // Node states the length of a body it is given whole; a HEAD answer has none, and the compressor needs it named.
  if (compressApiAnswer(request, response, length) || head) response.setHeader('Content-Length', length)
  response.end(head ? undefined : body)
}

/**
 * Writes the entry's answer: JSON and text in one piece (with its length), files as a stream. A string answer of
 * our own (cms/lib/stringResponse.ts) is written at once; only a body undici must read is waited for.
 */
function send(answer: Response, request: IncomingMessage, response: ServerResponse): void | Promise<void> {
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') response.setHeader(name, value)
  })
  // Appended: the server may have set one already (the read-after-write cookie, cms/server/readRoute.ts).
  const cookies = answer.headers.getSetCookie()
  if (cookies.length) response.appendHeader('Set-Cookie', cookies)
  response.statusCode = answer.status
  const unread = unreadBody(answer)
  if (unread !== undefined) return end(unread, request, response)
  if (!answer.body) {
    compressApiAnswer(request, response, 0)
    return void response.end()
  }
  return sendBody(answer, request, response)
}

async function sendBody(answer: Response, request: IncomingMessage, response: ServerResponse): Promise<void> {
  // text() is about half the cost of arrayBuffer() in undici.
  if (BUFFERED.test(answer.headers.get('content-type') ?? '')) return end(await answer.text(), request, response)
  compressApiAnswer(request, response, undefined)
  await streamToClient(Readable.fromWeb(answer.body as never), response)
}

/** Middleware: every /api call goes to the entry of the declarations (cms/api/answerApi.ts), without waiting when it answers at once. */
export const serveApi: Middleware = ({ request, response, path, search }) => {
  if (!isApiPath(path)) return false
  const answer = answerApiAtOnce(nodeRequest(request, env.siteUrl + path + search))
  const sent = answer instanceof Promise ? answer.then((answered) => send(answered, request, response)) : send(answer, request, response)
  return sent ? sent.then(() => true) : true
}
