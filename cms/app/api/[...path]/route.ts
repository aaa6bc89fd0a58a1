import { jsonError } from '@cms/lib/http'

/** Any /api path without a handler of its own: a JSON 404, never the SPA's HTML. */
function notFound(request: Request): Response {
  return jsonError(404, `No API endpoint at ${request.method} ${new URL(request.url).pathname}`)
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS }
