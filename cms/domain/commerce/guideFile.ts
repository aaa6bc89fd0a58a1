import type { Payload } from 'payload'
import { GUIDE_FILE_NAME } from '@collections/GuideFiles'
import { openStoredFile, type StoredFile } from '../storage/storedFile'

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
