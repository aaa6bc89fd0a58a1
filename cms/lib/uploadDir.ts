import path from 'node:path'
import { settings } from '@cms/lib/settings'

/**
 * Uploaded files live outside the web root, under UPLOADS_DIR (default `.data/uploads` in the checkout),
 * so they survive rebuilds and the guide PDF is only reachable through access-checked routes.
 */
export function uploadDir(collection: string): string {
  const base = settings().UPLOADS_DIR || path.resolve(process.cwd(), '.data/uploads')
  return path.join(base, collection)
}
