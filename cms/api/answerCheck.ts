import { apiErrorSchema } from '@cms/contract/apiError'
import type { Declaration } from './declaration'
import { statusesOf } from './openapi'

/** An answer the declarations do not describe: thrown by the entry when API_CHECK_ANSWERS is on (the tests). */
export class UndeclaredAnswerError extends Error {
  override name = 'UndeclaredAnswerError'
}

const isJson = (response: Response) => (response.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')

/**
 * Why an answer leaves what its call declares, or null when it keeps to it: a status the call does not list, a
 * JSON success outside the answer's schema, an error outside the one error shape. `call` is null for the
 * entry's answers that belong to no call (an unknown path's 404, a known path's 405): those must still be the
 * error shape. Reads a clone, so the caller's answer stays unread.
 */
export async function undeclaredAnswer(call: Declaration | null, request: Request, response: Response): Promise<string | null> {
  const status = response.status
  const success = call !== null && status === call.answer.status
  if (call && !success && !statusesOf(call).includes(status)) return `status ${status} is not declared (declared: ${[call.answer.status, ...statusesOf(call)].join(', ')})`
  const schema = success ? call.answer.schema : status >= 400 ? apiErrorSchema : null
  if (!schema || request.method === 'HEAD') return null
  if (!isJson(response)) return `status ${status} answered ${response.headers.get('content-type') ?? 'no content type'}, not JSON`
  const text = await response.clone().text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return `status ${status} answered a body that is not JSON: ${text.slice(0, 200)}`
  }
  const parsed = schema.safeParse(body)
  if (parsed.success) return null
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
  return `status ${status} body leaves its declared schema: ${issues.slice(0, 5).join('; ')}`
}

/** The same check, throwing: what the entry runs on every answer in tests. */
export async function assertDeclaredAnswer(call: Declaration | null, request: Request, response: Response): Promise<void> {
  const why = await undeclaredAnswer(call, request, response)
  if (why) throw new UndeclaredAnswerError(`${request.method} ${new URL(request.url).pathname}${call ? ` (${call.method} ${call.path})` : ''}: ${why}`)
}
