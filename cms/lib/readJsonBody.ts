import { HttpError } from './http'

export const MAX_JSON_BODY_BYTES = 16 * 1024

/** The request's JSON body: 413 when larger than maxBytes, 400 when it is not JSON. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') || 0)
  if (declared > maxBytes) throw new HttpError(413, 'The request body is too large.')
  const text = await request.text()
  if (Buffer.byteLength(text) > maxBytes) throw new HttpError(413, 'The request body is too large.')
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body must be JSON.')
  }
}
