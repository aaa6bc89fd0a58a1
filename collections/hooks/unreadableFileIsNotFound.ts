import type { CollectionAfterErrorHook } from 'payload'
import { Forbidden } from 'payload'

/**
 * A file the caller may not read answers exactly as a missing one does (a JSON 404). Payload's file route answers
 * 403 whenever a filtered read access finds no document, for a held file and a missing one alike; a 404 for both
 * keeps the usual answer for a missing image and still tells no one that a held file exists.
 */
export const unreadableFileIsNotFound: CollectionAfterErrorHook = ({ error, req }) => {
  if (!(error instanceof Forbidden) || !new URL(req.url ?? '', 'http://x').pathname.includes('/file/')) return
  return { status: 404, response: { errors: [{ message: 'Not Found' }], message: 'This file does not exist.' } }
}
