import { answerApi } from '@cms/api/answerApi'

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** A call as the server answers it; the second argument is accepted so a test may pass what it has, and ignored. */
export type ServedCall = (request: Request, context?: unknown) => Promise<Response>
export type ServedPath = Record<Method, ServedCall> & { path: string }

/**
 * One /api path as the server answers it: each method goes through the entry of the declarations (cms/api/answerApi.ts)
 * with its policy, exactly as an HTTP request does. The request must be for this path and method, so a test
 * cannot name one call and exercise another.
 */
export function served(path: string): ServedPath {
  const pattern = new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`)
  const call =
    (method: Method): ServedCall =>
    (request) => {
      const pathname = new URL(request.url).pathname
      if (request.method !== method || !pattern.test(pathname)) throw new Error(`served('${path}').${method} was given ${request.method} ${pathname}`)
      return answerApi(request)
    }
  return { path, GET: call('GET'), HEAD: call('HEAD'), POST: call('POST'), PUT: call('PUT'), PATCH: call('PATCH'), DELETE: call('DELETE') }
}
