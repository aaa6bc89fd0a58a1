import type { IncomingMessage, ServerResponse } from 'node:http'
import { freshWriteCookie, mayWrite, replicaAllowedFor, withReadRoute } from '../lib/replicas/readRouting'
import { replicaSet } from '../lib/replicas/replicaSet'
import { settings } from '../lib/settings'

const runAsIs = <T>(work: () => T): T => work()

/**
 * Where the request's reads go (cms/lib/replicas/readRouting.ts). With replicas, a request that may write sets
 * the visitor's read-after-write cookie, and the rest of the request runs with its routing decision; without
 * replicas nothing is added to any request.
 */
export function readRouteOf(request: IncomingMessage, response: ServerResponse): <T>(work: () => T) => T {
  if (!replicaSet()) return runAsIs
  if (mayWrite(request.method)) {
    const secure = settings().NODE_ENV === 'production' && !settings().INSECURE_COOKIES
    response.appendHeader('Set-Cookie', freshWriteCookie(settings().READ_AFTER_WRITE_SECONDS, secure))
  }
  const queryAt = (request.url ?? '/').indexOf('?')
  const path = queryAt < 0 ? (request.url ?? '/') : request.url!.slice(0, queryAt)
  const allowed = replicaAllowedFor(request.method, path, request.headers.cookie)
  return (work) => withReadRoute(allowed, work)
}
