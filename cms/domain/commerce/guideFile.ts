import type { Payload } from 'payload'
import { GUIDE_FILE_NAME } from '@cms/contract/admin'
import { Failure } from '@cms/domain/failure'
import { openStoredFile, type StoredFile } from '../storage/storedFile'
import { checkDownload, countDownload, type DownloadRequest } from './downloadTokens'

export interface GuideDownload extends StoredFile {
  /** The name buyers see in the download (digital-nomad-guide-2025.pdf). */
  downloadName: string
}

/** The most recently uploaded guide PDF that is present in storage (disk or S3), opened for streaming, or null. */
export async function openCurrentGuide(payload: Payload): Promise<GuideDownload | null> {
  const { docs } = await payload.find({ collection: 'guide-files', sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true })
  const doc = docs[0]
  if (!doc?.filename) return null
  const file = await openStoredFile('guide-files', doc.filename, doc.prefix)
  return file && { ...file, downloadName: GUIDE_FILE_NAME }
}

/**
 * The guide for a buyer's download link: the request is checked (403), the file opened (404 while no
 * guide is stored, without using up a download), then the download counted; a refused count closes the
 * opened file again.
 */
export async function openPaidGuideDownload(payload: Payload, request: DownloadRequest): Promise<GuideDownload> {
  const orderId = await checkDownload(payload, request)
  const guide = await openCurrentGuide(payload)
  if (!guide) throw new Failure('not-found', 'The guide is being updated. Please try again in a few minutes or contact support.')
  try {
    await countDownload(payload, orderId)
  } catch (error) {
    await guide.stream.cancel().catch(() => {})
    throw error
  }
  return guide
}
