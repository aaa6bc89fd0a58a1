import { buffer } from 'node:stream/consumers'
import type { Payload } from 'payload'
import { GUIDE_FILE_NAME } from '@cms/contract/admin'
import { NOT_A_READABLE_PDF, pdfPageCount } from '@cms/domain/admin/pdfPages'
import type { GuideInfo } from '@cms/contract/admin'
import { Failure } from '@cms/domain/failure'
import { poolOf } from '@cms/lib/sql'
import { openStoredFile, storedFileSize } from '../storage/storedFile'
import type { GuideFile } from '@cms/payload-types'

/** Where admins preview the stored guide (admin-only; buyers get signed links elsewhere). */
export const GUIDE_PREVIEW_URL = '/api/admin/guide-file'

async function currentGuide(payload: Payload): Promise<GuideFile | null> {
  const { docs } = await payload.find({ collection: 'guide-files', sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

/**
 * GET /api/admin/guide-info. The size is the stored file's own (what buyers download), and an empty file or
 * one that is not a readable PDF is no guide: "Guide Available" must mean there is something to sell.
 */
export async function getGuideInfo(payload: Payload): Promise<GuideInfo> {
  const doc = await currentGuide(payload)
  const size = doc?.filename ? await storedFileSize('guide-files', doc.filename, doc.prefix) : null
  const pages = doc && size ? (doc.pages ?? (await countStoredPages(payload, doc))) : null
  if (!doc || !size || !pages) return { success: true, fileExists: false, fileSize: null, pageCount: null, lastModified: null, fileName: null, downloadUrl: null }
  return {
    success: true,
    fileExists: true,
    fileSize: size,
    pageCount: pages,
    lastModified: doc.updatedAt,
    fileName: doc.filename ?? GUIDE_FILE_NAME,
    downloadUrl: GUIDE_PREVIEW_URL,
  }
}

/**
 * The pages of a guide stored before uploads were parsed, counted once and kept; null when the stored file is
 * not a readable PDF (a header and garbage), which is then no guide either.
 */
async function countStoredPages(payload: Payload, doc: GuideFile): Promise<number | null> {
  const file = doc.filename ? await openStoredFile('guide-files', doc.filename, doc.prefix) : null
  if (!file) return null
  // The stored file's web stream is async-iterable in Node; the DOM typings just do not say so.
  const pages = await pdfPageCount(new Uint8Array(await buffer(file.stream as unknown as AsyncIterable<Uint8Array>)))
  if (pages) await payload.update({ collection: 'guide-files', id: doc.id, data: { pages }, depth: 0, overrideAccess: true })
  return pages
}

/** 400 unless the bytes start as a PDF: the declared type is the browser's guess, the bytes decide (the collection then parses them). */
function assertPdf(data: Buffer): void {
  if (data.length < 8 || data.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Failure('invalid', 'Please select a PDF file for the guide.')
}

/**
 * Stores the PDF (400 unless the bytes are one that parses, with pages) as digital-nomad-guide-2025.pdf in the guide collection, replacing the previous one.
 * The existing document is updated in place (its file overwritten under the same name), so a file that
 * Payload refuses leaves the current guide untouched.
 */
export async function saveGuide(payload: Payload, data: Buffer): Promise<GuideInfo> {
  assertPdf(data)
  return whileHoldingUploadLock(payload, () => replaceGuide(payload, data))
}

/** Advisory-lock key of guide uploads: one at a time across every server. */
const GUIDE_UPLOAD_LOCK = 0x6a1de

export const UPLOAD_IN_PROGRESS = 'Another guide upload is in progress. Please try again in a moment.'

/**
 * Two uploads replacing the same file at once made Payload fail deleting the other's file (500).
 * The second upload is refused with 409 instead; the lock's connection is held only by the upload
 * that won it, so waiting uploads never pile up on the connection pool.
 */
async function whileHoldingUploadLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const lock = await poolOf(payload).connect()
  try {
    const { rows } = await lock.query<{ acquired: boolean }>('SELECT pg_try_advisory_lock($1) AS acquired', [GUIDE_UPLOAD_LOCK])
    if (!rows[0]?.acquired) throw new Failure('conflict', UPLOAD_IN_PROGRESS)
    try {
      return await work()
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [GUIDE_UPLOAD_LOCK])
    }
  } finally {
    lock.release()
  }
}

async function replaceGuide(payload: Payload, data: Buffer): Promise<GuideInfo> {
  const file = { data, mimetype: 'application/pdf', name: GUIDE_FILE_NAME, size: data.length }
  const { docs } = await payload.find({ collection: 'guide-files', sort: '-updatedAt', depth: 0, overrideAccess: true, pagination: false })
  // The document already holding the guide's file name is the one to overwrite: the file name is unique, so
  // renaming another (say, a second guide an admin added in /cms) to it would be refused.
  const current = docs.find((doc) => doc.filename === GUIDE_FILE_NAME) ?? docs[0]
  const extra = docs.filter((doc) => doc !== current)
  try {
    if (current) {
      await payload.update({ collection: 'guide-files', id: current.id, data: { edition: '2025' }, file, overwriteExistingFiles: true, overrideAccess: true })
    } else {
      await payload.create({ collection: 'guide-files', data: { edition: '2025' }, file, overwriteExistingFiles: true, overrideAccess: true })
    }
  } catch (error) {
    const status = (error as { status?: number }).status
    const message = (error as { message?: string }).message === NOT_A_READABLE_PDF ? NOT_A_READABLE_PDF : 'Please select a PDF file for the guide.'
    if (status && status >= 400 && status < 500) throw new Failure('invalid', message)
    throw error
  }
  for (const doc of extra) await payload.delete({ collection: 'guide-files', id: doc.id, overrideAccess: true })
  return getGuideInfo(payload)
}

/** The stored guide as a stream for the admin preview, or null. */
export async function openGuide(payload: Payload): Promise<{ stream: ReadableStream; size: number; name: string } | null> {
  const doc = await currentGuide(payload)
  const file = doc?.filename ? await openStoredFile('guide-files', doc.filename, doc.prefix) : null
  return file && { ...file, name: doc!.filename ?? GUIDE_FILE_NAME }
}
