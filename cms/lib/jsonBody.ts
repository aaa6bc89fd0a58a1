import { HttpError } from './http'

const MAX_JSON_BYTES = 64 * 1024

/** A small JSON request body: 413 when larger than 64 KB, 400 when it is not JSON (or empty, unless allowed). */
export async function readJson(request: Request, { allowEmpty = false } = {}): Promise<unknown> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_JSON_BYTES) throw new HttpError(413, 'The request body is too large.')
  const text = await request.text()
  if (text.length > MAX_JSON_BYTES) throw new HttpError(413, 'The request body is too large.')
  if (!text.trim()) {
    if (allowEmpty) return null
    throw new HttpError(400, 'The request body must be JSON.')
  }
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON.')
  }
}
