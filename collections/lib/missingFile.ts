import fs from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'
import { settings } from '@cms/lib/settings'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * Answers a JSON 404 for a file that is not on the local disk. Payload's own file route answers that with a
 * 500 and an error-level log line, and for a collection that anyone may read it never looks for a document
 * first. With S3 the storage plugin's handler (which runs after this one) answers instead.
 */
export function missingLocalFile(staticDir: string): FileHandler {
  const handler = async (_req: unknown, { params }: { params: { filename: string } }): Promise<Response | undefined> => {
    if (settings().S3_BUCKET) return undefined
    try {
      await fs.stat(path.resolve(staticDir, params.filename))
      return undefined
    } catch {
      return Response.json({ errors: [{ message: 'Not Found' }], message: 'This file does not exist.' }, { status: 404 })
    }
  }
  // Payload types a handler as answering always or never; answering only sometimes is what its docs describe.
  return handler as FileHandler
}
