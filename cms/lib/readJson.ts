import { HttpError } from './http'

/** Largest JSON body the account calls accept; anything bigger is a 413, never parsed. */
export const MAX_JSON_BYTES = 16 * 1024

/**
 * The request's JSON body, read with a size cap: a missing or non-JSON body is a 400, an oversized one a 413.
 * The result is `unknown`: callers validate it with their zod schema.
 */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') || 0)
  if (declared > maxBytes) throw new HttpError(413, 'Request body is too large.')
  const buffer = await request.arrayBuffer().catch(() => {
    throw new HttpError(400, 'Could not read the request body.')
  })
  if (buffer.byteLength > maxBytes) throw new HttpError(413, 'Request body is too large.')
  const text = new TextDecoder().decode(buffer)
  if (!text.trim()) throw new HttpError(400, 'Request body must be JSON.')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, 'Request body must be a JSON object.')
  return value
}
