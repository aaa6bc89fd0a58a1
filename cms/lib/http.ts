import { APIError } from 'payload'
import { z } from 'zod'

/**
 * An expected failure with the status and message the client should see. It is a Payload APIError
 * (public), so the same error thrown inside a Payload hook reaches Payload's REST callers with its
 * status and message too.
 */
export class HttpError extends APIError {
  constructor(
    status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message, status, null, true)
  }
}

export function jsonError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error: message, message, ...extra }, { status })
}

/**
 * Wraps a route handler so every failure becomes a JSON answer: HttpError and zod errors give
 * their 4xx with a message; anything unexpected is logged and answered with a bare 500 message,
 * never a stack trace.
 */
export function handler<Ctx>(fn: (request: Request, context: Ctx) => Promise<Response>) {
  return async (request: Request, context: Ctx): Promise<Response> => {
    try {
      return await fn(request, context)
    } catch (error) {
      if (error instanceof HttpError) return jsonError(error.status, error.message, error.body)
      if (error instanceof z.ZodError) {
        const first = error.issues[0]
        return jsonError(400, first?.message || 'Invalid input', { issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) })
      }
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error)
      return jsonError(500, 'Something went wrong on our side. Please try again later.')
    }
  }
}
