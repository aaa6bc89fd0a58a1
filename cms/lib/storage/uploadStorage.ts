import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { s3Settings, UPLOAD_PREFIXES } from './s3Settings'

/**
 * Blog media and the guide PDF on S3 when S3_BUCKET is set, else on the local disk (UPLOADS_DIR).
 * Objects are private either way: media is served through Payload's file route with its read access,
 * and the guide only through our authorised download routes (cms/domain/storage/storedFile.ts).
 * `alwaysInsertFields` keeps the plugin's `prefix` column in the schema with or without S3, so the
 * committed migrations fit both set-ups.
 */
export function uploadStoragePlugin(): Plugin {
  const settings = s3Settings()
  return s3Storage({
    enabled: settings !== null,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? 'unused',
    config: settings?.client ?? {},
    acl: 'private',
    collections: {
      media: { prefix: UPLOAD_PREFIXES.media },
      'guide-files': { prefix: UPLOAD_PREFIXES['guide-files'] },
    },
  })
}
