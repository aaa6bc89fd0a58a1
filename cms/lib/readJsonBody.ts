import { HttpError } from './http'

export const MAX_JSON_BODY_BYTES = 16 * 1024

async function readLimited(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new HttpError(413, 'The request body is too large.')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The request's JSON body: 413 when larger than maxBytes (stops reading there), 400 when it is not JSON. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') || 0)
  if (declared > maxBytes) throw new HttpError(413, 'The request body is too large.')
  const text = await readLimited(request, maxBytes)
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body must be JSON.')
  }
}
