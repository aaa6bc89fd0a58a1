import type { CollectionBeforeOperationHook } from 'payload'
import { REST_MAX_PAGE_SIZE } from '../../cms/contract/limits'

/**
 * Payload's REST answers `?limit=0` or `?pagination=false` with every row (tens of MB for the jobs).
 * Reads from outside (REST, admin UI) get at most REST_MAX_PAGE_SIZE rows per page; the server's own
 * Local API calls keep their explicit limits.
 */
export const capPageSize: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.payloadAPI === 'local') return args
  const read = args as { id?: unknown; limit?: number; pagination?: boolean }
  if (read.id !== undefined) return args
  const limit = Number(read.limit)
  const capped = Number.isFinite(limit) && limit >= 1 ? Math.min(Math.floor(limit), REST_MAX_PAGE_SIZE) : limit === 0 || read.pagination === false ? REST_MAX_PAGE_SIZE : read.limit
  return { ...args, limit: capped, pagination: true }
}
