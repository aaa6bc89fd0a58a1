import { type CollectionBeforeOperationHook, NotFound } from 'payload'

const NUMERIC_ID = /^\d{1,15}$/

/**
 * Every collection here has numeric ids. A path like `/cms/api/media/file/` (no file name) or
 * `/cms/api/jobs/abc` reaches Payload's by-id routes with a word for an id, which PostgreSQL refuses
 * (500); it is a 404 instead.
 */
export const notFoundForMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (id === undefined || id === null) return args
  // Payload turns a word into NaN for numeric ids before this hook runs.
  const wellFormed = typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : NUMERIC_ID.test(String(id))
  if (!wellFormed) throw new NotFound(req.t)
  return args
}
