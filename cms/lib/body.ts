import { HttpError } from './http'

export const DEFAULT_BODY_LIMIT = 64 * 1024

/**
 * The request body as text, refusing more than `maxBytes` (413) whatever Content-Length claims,
 * so a huge body never reaches a parser.
 */
export async function readBodyText(request: Request, maxBytes = DEFAULT_BODY_LIMIT): Promise<string> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, 'The request body is too large.')
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new HttpError(413, 'The request body is too large.')
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** A JSON object body (400 when it is not JSON, 413 when it is too large). */
export async function readJsonBody(request: Request, maxBytes = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const text = await readBodyText(request, maxBytes)
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The request body must be JSON.')
  }
}
