import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { GUIDE_FILE_NAME } from '@collections/GuideFiles'
import { uploadDir } from '@collections/lib/uploadDir'

export interface GuideFileOnDisk {
  filePath: string
  /** The name buyers see in the download (digital-nomad-guide-2025.pdf). */
  downloadName: string
  size: number
}

/** The most recently uploaded guide PDF that is present on disk, or null. */
export async function currentGuideFile(payload: Payload): Promise<GuideFileOnDisk | null> {
  const { docs } = await payload.find({ collection: 'guide-files', sort: '-updatedAt', limit: 1, depth: 0, overrideAccess: true })
  const doc = docs[0]
  if (!doc?.filename) return null
  const dir = uploadDir('guide')
  const filePath = path.resolve(dir, doc.filename)
  if (!filePath.startsWith(dir + path.sep)) return null
  try {
    const stat = await fs.stat(filePath)
    return stat.isFile() ? { filePath, downloadName: GUIDE_FILE_NAME, size: stat.size } : null
  } catch {
    return null
  }
}
