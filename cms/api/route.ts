import type { Method } from './declaration'
import type { RoutePolicy } from './policy'

export type { Method }

/** What a prepared call gets besides the request: the path's `:name` segments, decoded. */
export interface RouteContext {
  params: Record<string, string>
}

export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response> | Response

/** A declaration as the router holds it, prepared once at start (prepareCall.ts): method, path, policy, and its run. */
export interface Route {
  method: Method
  path: string
  handler: RouteHandler
  policy: RoutePolicy
}
