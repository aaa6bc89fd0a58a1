import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { uploadDir } from '@cms/lib/uploadDir'
import { s3Settings, UPLOAD_PREFIXES, type UploadCollection } from '@cms/lib/storage/s3Settings'

export interface StoredFile {
  stream: ReadableStream<Uint8Array>
  size: number
}

let client: { key: string; s3: S3Client } | null = null

function s3Client(settings: NonNullable<ReturnType<typeof s3Settings>>): S3Client {
  const key = JSON.stringify(settings.client)
  if (client?.key !== key) client = { key, s3: new S3Client(settings.client) }
  return client.s3
}

const isMissing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '')

/** Where a stored file is: its object key in the bucket, or its path under UPLOADS_DIR (null if it escapes it). */
function locate(collection: UploadCollection, filename: string, prefix?: string | null) {
  const settings = s3Settings()
  if (settings) return { settings, objectKey: path.posix.join(prefix || UPLOAD_PREFIXES[collection], filename) } as const
  const dir = uploadDir(UPLOAD_PREFIXES[collection])
  const filePath = path.resolve(dir, filename)
  return { settings: null, filePath: filePath.startsWith(dir + path.sep) ? filePath : null } as const
}

/** The size in bytes of an uploaded file, or null when it is missing. */
export async function storedFileSize(collection: UploadCollection, filename: string, prefix?: string | null): Promise<number | null> {
  const where = locate(collection, filename, prefix)
  if (where.settings) {
    try {
      const head = await s3Client(where.settings).send(new HeadObjectCommand({ Bucket: where.settings.bucket, Key: where.objectKey }))
      return Number(head.ContentLength ?? 0)
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }
  const stat = where.filePath ? await fs.promises.stat(where.filePath).catch(() => null) : null
  return stat?.isFile() ? stat.size : null
}

/**
 * Opens an uploaded file for streaming to an authorised reader, from S3 when it is configured and from
 * UPLOADS_DIR otherwise; null when it is missing. The file never gets a public URL.
 */
export async function openStoredFile(collection: UploadCollection, filename: string, prefix?: string | null): Promise<StoredFile | null> {
  const where = locate(collection, filename, prefix)
  if (where.settings) {
    try {
      const object = await s3Client(where.settings).send(new GetObjectCommand({ Bucket: where.settings.bucket, Key: where.objectKey }))
      if (!object.Body) return null
      return { stream: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: Number(object.ContentLength ?? 0) }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }
  const size = await storedFileSize(collection, filename)
  if (size === null || !where.filePath) return null
  return { stream: Readable.toWeb(fs.createReadStream(where.filePath)) as ReadableStream<Uint8Array>, size }
}
