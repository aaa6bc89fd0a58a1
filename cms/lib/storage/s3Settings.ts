import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { settings } from '@cms/lib/settings'

/** Where uploads go when several servers share them: any S3-compatible store (S3_BUCKET turns it on). */
export interface S3Settings {
  bucket: string
  client: S3ClientConfig
}

/** The S3 settings from the environment, or null for the local-disk default (one machine). */
export function s3Settings(): S3Settings | null {
  const bucket = settings().S3_BUCKET
  if (!bucket) return null
  const accessKeyId = settings().S3_ACCESS_KEY_ID
  const secretAccessKey = settings().S3_SECRET_ACCESS_KEY
  return {
    bucket,
    client: {
      region: settings().S3_REGION,
      ...(settings().S3_ENDPOINT ? { endpoint: settings().S3_ENDPOINT } : {}),
      forcePathStyle: settings().S3_FORCE_PATH_STYLE,
      // Without keys the SDK's own chain applies (instance role, AWS_* variables).
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
  }
}

/** The key prefix of each upload collection inside the bucket (the same folder names as on disk). */
export const UPLOAD_PREFIXES = { media: 'media', 'guide-files': 'guide' } as const
export type UploadCollection = keyof typeof UPLOAD_PREFIXES
