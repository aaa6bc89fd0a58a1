import type { RoutePolicy } from './policy'

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** What a handler gets besides the request: the path's `:name` segments, decoded. */
export interface RouteContext<P extends string = string> {
  params: Record<P, string>
}

export type RouteHandler<P extends string = string> = (request: Request, context: RouteContext<P>) => Promise<Response> | Response

/** One call of the API: method, path (`:name` marks a segment parameter), handler and policy. */
export interface Route {
  method: Method
  path: string
  handler: RouteHandler
  policy: RoutePolicy
}
