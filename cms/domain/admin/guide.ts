import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { GUIDE_FILE_NAME } from '@collections/GuideFiles'
import { uploadDir } from '@collections/lib/uploadDir'
import { GUIDE_MAX_BYTES, type GuideInfo } from '@cms/contract/admin'
import { HttpError } from '@cms/lib/http'
import { readBodyBytes } from '@cms/lib/body'
import type { GuideFile } from '@cms/payload-types'

/** Where admins preview the stored guide (admin-only; buyers get signed links elsewhere). */
export const GUIDE_PREVIEW_URL = '/api/admin/guide-file'

/** Room for the multipart envelope (boundaries, part headers) around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024

async function currentGuide(payload: Payload): Promise<GuideFile | null> {
  const { docs } = await payload.find({ collection: 'guide-files', sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

const fileOnDisk = (doc: GuideFile | null) => (doc?.filename ? path.join(uploadDir('guide'), doc.filename) : null)

/** GET /api/admin/guide-info */
export async function getGuideInfo(payload: Payload): Promise<GuideInfo> {
  const doc = await currentGuide(payload)
  const file = fileOnDisk(doc)
  const stat = file ? await fs.promises.stat(file).catch(() => null) : null
  if (!doc || !stat) return { success: true, fileExists: false, fileSize: null, lastModified: null, fileName: null, downloadUrl: null }
  return {
    success: true,
    fileExists: true,
    fileSize: doc.filesize ?? stat.size,
    lastModified: doc.updatedAt ?? stat.mtime.toISOString(),
    fileName: doc.filename ?? GUIDE_FILE_NAME,
    downloadUrl: GUIDE_PREVIEW_URL,
  }
}

/** The guideFile part of a multipart body, validated: present, at most 25 MB, and really a PDF. */
export async function guideFileFromRequest(request: Request): Promise<Buffer> {
  const contentType = request.headers.get('content-type') || ''
  if (!/^multipart\/form-data/i.test(contentType)) throw new HttpError(400, 'Send the guide as multipart/form-data with the field guideFile.')
  if (!request.body) throw new HttpError(400, 'Please select a PDF file first.')
  // The limit covers the file plus the multipart envelope; more is refused while streaming.
  const body = await readBodyBytes(request, GUIDE_MAX_BYTES + MULTIPART_OVERHEAD, 'The PDF file must be less than 25MB.')
  let form: FormData
  try {
    form = await new Request('http://local/upload', { method: 'POST', headers: { 'content-type': contentType }, body: body as BodyInit }).formData()
  } catch {
    throw new HttpError(400, 'The upload could not be read as multipart/form-data.')
  }
  const file = form.get('guideFile')
  if (!file || typeof file === 'string') throw new HttpError(400, 'Please select a PDF file first.')
  if (file.size > GUIDE_MAX_BYTES) throw new HttpError(413, 'The PDF file must be less than 25MB.')
  const data = Buffer.from(await file.arrayBuffer())
  // The declared type is the browser's guess; the bytes decide.
  if (data.length < 8 || data.subarray(0, 5).toString('latin1') !== '%PDF-') throw new HttpError(400, 'Please select a PDF file for the guide.')
  return data
}

/**
 * Stores the PDF as digital-nomad-guide-2025.pdf in the guide collection, replacing the previous one.
 * The existing document is updated in place (its file overwritten under the same name), so a file that
 * Payload refuses leaves the current guide untouched.
 */
export async function saveGuide(payload: Payload, data: Buffer): Promise<GuideInfo> {
  const file = { data, mimetype: 'application/pdf', name: GUIDE_FILE_NAME, size: data.length }
  const { docs } = await payload.find({ collection: 'guide-files', sort: '-updatedAt', depth: 0, overrideAccess: true, pagination: false })
  const [current, ...extra] = docs
  try {
    if (current) {
      await payload.update({ collection: 'guide-files', id: current.id, data: { edition: '2025' }, file, overwriteExistingFiles: true, overrideAccess: true })
    } else {
      await payload.create({ collection: 'guide-files', data: { edition: '2025' }, file, overwriteExistingFiles: true, overrideAccess: true })
    }
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status && status >= 400 && status < 500) throw new HttpError(400, 'Please select a PDF file for the guide.')
    throw error
  }
  for (const doc of extra) await payload.delete({ collection: 'guide-files', id: doc.id, overrideAccess: true })
  return getGuideInfo(payload)
}

/** The stored guide as a stream for the admin preview, or null. */
export async function openGuide(payload: Payload): Promise<{ stream: ReadableStream; size: number; name: string } | null> {
  const doc = await currentGuide(payload)
  const file = fileOnDisk(doc)
  const stat = file ? await fs.promises.stat(file).catch(() => null) : null
  if (!file || !stat) return null
  return { stream: fileStream(await fs.promises.open(file)), size: stat.size, name: doc!.filename ?? GUIDE_FILE_NAME }
}

/** A web stream over an open file that closes it at the end or when the client goes away (no double close). */
function fileStream(handle: fs.promises.FileHandle): ReadableStream<Uint8Array> {
  let done = false
  const finish = async () => {
    if (done) return
    done = true
    await handle.close().catch(() => {})
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const buffer = new Uint8Array(64 * 1024)
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null)
      if (done) return
      if (bytesRead === 0) {
        await finish()
        controller.close()
        return
      }
      controller.enqueue(buffer.subarray(0, bytesRead))
    },
    cancel: finish,
  })
}
