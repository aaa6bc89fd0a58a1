import type { CollectionBeforeOperationHook } from 'payload'
import { REST_MAX_PAGE_SIZE } from '@cms/contract/limits'

/**
 * Payload's REST answers `?limit=0` or `?pagination=false` with every row (tens of MB for the jobs).
 * Reads from outside (REST, admin UI) get at most REST_MAX_PAGE_SIZE rows per page; the server's own
 * Local API calls keep their explicit limits.
 */
export const capPageSize: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.payloadAPI === 'local') return args
  const read = args as { id?: unknown; limit?: number; pagination?: boolean }
  if (read.id !== undefined) return args
  const asked = read.limit === undefined ? undefined : Number(read.limit)
  // Payload reads 0 (or a negative number) as "no limit".
  const limit = asked === undefined || Number.isNaN(asked) ? undefined : asked >= 1 ? Math.min(Math.floor(asked), REST_MAX_PAGE_SIZE) : REST_MAX_PAGE_SIZE
  return { ...args, limit: limit ?? (read.pagination === false ? REST_MAX_PAGE_SIZE : undefined), pagination: true }
}
