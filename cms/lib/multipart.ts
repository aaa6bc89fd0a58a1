import { readBodyBytes } from './body'
import { HttpError } from './http'

/** Room for the multipart envelope (boundaries, part headers) around a file of the maximum size. */
export const MULTIPART_OVERHEAD = 64 * 1024

export interface FilePartRules {
  field: string
  /** What the file is, for the message to a request that is not multipart ("Send the guide as ..."). */
  what: string
  maxBytes: number
  /** The 413 message, for a body or a file above `maxBytes`. */
  tooLargeMessage: string
  /** The 400 message when the field is missing or is not a file. */
  missingMessage: string
}

/**
 * The bytes of one file field of a multipart/form-data body. The body is read with a limit of the file
 * size plus the envelope, so a larger upload is refused while streaming and never held in memory.
 */
export async function multipartFile(request: Request, rules: FilePartRules): Promise<Buffer> {
  return (await multipartUpload(request, rules)).bytes
}

/** An uploaded file as sent: its bytes, the type and name the client declared, and the form's other fields. */
export interface MultipartUpload {
  bytes: Buffer
  declaredType: string
  name: string
  form: FormData
}

/** Like `multipartFile`, with the declared type and name of the file and the rest of the form (e.g. a token beside the file). */
export async function multipartUpload(request: Request, { field, what, maxBytes, tooLargeMessage, missingMessage }: FilePartRules): Promise<MultipartUpload> {
  const contentType = request.headers.get('content-type') || ''
  if (!/^multipart\/form-data/i.test(contentType)) throw new HttpError(400, `Send the ${what} as multipart/form-data with the field ${field}.`)
  if (!request.body) throw new HttpError(400, missingMessage)
  const body = await readBodyBytes(request, maxBytes + MULTIPART_OVERHEAD, tooLargeMessage)
  let form: FormData
  try {
    form = await new Request('http://local/upload', { method: 'POST', headers: { 'content-type': contentType }, body: body as BodyInit }).formData()
  } catch {
    throw new HttpError(400, 'The upload could not be read as multipart/form-data.')
  }
  const file = form.get(field)
  if (!file || typeof file === 'string') throw new HttpError(400, missingMessage)
  if (file.size > maxBytes) throw new HttpError(413, tooLargeMessage)
  return { bytes: Buffer.from(await file.arrayBuffer()), declaredType: file.type, name: file.name, form }
}
