import { answerApi } from '@cms/api/answerApi'
import { exampleRecorder } from './apiExamples'
import { seen, type SeenAnswer } from './documentCheck'

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** A call as the server answers it; the second argument is accepted so a test may pass what it has, and ignored. */
export type ServedCall = (request: Request, context?: unknown) => Promise<Response>
export type ServedPath = Record<Method, ServedCall> & { path: string }

/** The answers served since `recordServedAnswers` was called, each with the request it answered. */
let recorded: { request: string; answer: SeenAnswer }[] | null = null

/** From now on, every answer `served` gives is kept (a test checks them against the served document). */
export function recordServedAnswers(): { request: string; answer: SeenAnswer }[] {
  recorded ??= []
  return recorded
}

/**
 * One /api path as the server answers it: each method goes through the entry of the declarations (cms/api/answerApi.ts)
 * with its policy, exactly as an HTTP request does. The request must be for this path and method, so a test
 * cannot name one call and exercise another. While `npm run generate:examples` runs, each operation's first good
 * answer becomes its example in the document (tests/support/apiExamples.ts).
 */
export function served(path: string): ServedPath {
  const pattern = new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`)
  const call =
    (method: Method): ServedCall =>
    async (request) => {
      const pathname = new URL(request.url).pathname
      if (request.method !== method || !pattern.test(pathname)) throw new Error(`served('${path}').${method} was given ${request.method} ${pathname}`)
      const recordExample = exampleRecorder(method, path, request)
      const response = await answerApi(request)
      await recordExample?.(response)
      if (recorded) recorded.push({ request: `${method} ${pathname}`, answer: await seen(method, path, response) })
      return response
    }
  return { path, GET: call('GET'), HEAD: call('HEAD'), POST: call('POST'), PUT: call('PUT'), PATCH: call('PATCH'), DELETE: call('DELETE') }
}
