import { API_ERRORS } from '../contract/apiErrors'
import { HttpError } from './http'

/** Largest body the JSON calls accept by default; anything bigger is a 413 and never parsed. */
export const DEFAULT_BODY_LIMIT = 16 * 1024

/**
 * The request body, refusing more than `maxBytes` (413 with `tooLargeMessage`) whatever Content-Length
 * claims: reading stops at the limit, so a huge body is never held in memory.
 */
export async function readBodyBytes(request: Request, maxBytes = DEFAULT_BODY_LIMIT, tooLargeMessage = 'Request body is too large.'): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, tooLargeMessage)
  const declared = Number(request.headers.get('content-length') || 0)
  if (declared > maxBytes) throw tooLarge()
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

export async function readBodyText(request: Request, maxBytes = DEFAULT_BODY_LIMIT): Promise<string> {
  return (await readBodyBytes(request, maxBytes)).toString('utf8')
}

/**
 * The request's JSON object body, for a zod schema to validate: 413 above `maxBytes`, 400 when it is
 * missing, not JSON or not an object. With `allowEmpty`, an empty body gives null.
 */
export async function readJsonBody(
  request: Request,
  { maxBytes = DEFAULT_BODY_LIMIT, allowEmpty = false }: { maxBytes?: number; allowEmpty?: boolean } = {},
): Promise<unknown> {
  const text = await readBodyText(request, maxBytes)
  if (!text.trim()) {
    if (allowEmpty) return null
    throw new HttpError(400, 'Request body must be JSON.')
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, 'Request body must be a JSON object.')
  if (containsNul(value)) throw new HttpError(400, 'Request body contains characters that are not allowed.')
  return value
}

/**
 * The fields of a browser form post (urlencoded or multipart, else 415), the first value of each name, files
 * left out: 413 above `maxBytes`, 400 when unreadable or holding a NUL.
 */
export async function readFormFields(request: Request, maxBytes = DEFAULT_BODY_LIMIT): Promise<Record<string, string>> {
  const type = (request.headers.get('content-type') || '').toLowerCase()
  // The route's policy refuses other types of a declared body; this also holds for a body of unknown length.
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) throw new HttpError(415, API_ERRORS.formOnly)
  const text = await readBodyText(request, maxBytes)
  let form: URLSearchParams | FormData
  try {
    form = type.startsWith('multipart/form-data') ? await new Response(text, { headers: { 'content-type': type } }).formData() : new URLSearchParams(text)
  } catch {
    throw new HttpError(400, 'The form could not be read.')
  }
  const fields: Record<string, string> = {}
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value
  }
  if (containsNul(fields)) throw new HttpError(400, 'The form contains characters that are not allowed.')
  return fields
}

/** A NUL character anywhere in the value: PostgreSQL text cannot hold it, so no call accepts it. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(containsNul)
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item))
  return false
}

/**
 * For Payload's REST: a JSON body is read once here (at most `maxBytes`, an object, no NUL) and handed
 * on as a fresh request, so malformed JSON is a 400 rather than a failure inside Payload.
 */
export async function withCheckedJsonBody(request: Request, maxBytes: number): Promise<Request> {
  const type = (request.headers.get('content-type') || '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json' || request.method === 'GET' || request.method === 'HEAD') return request
  const value = await readJsonBody(request, { maxBytes, allowEmpty: true })
  return new Request(request.url, { method: request.method, headers: request.headers, body: value === null ? undefined : JSON.stringify(value) })
}
