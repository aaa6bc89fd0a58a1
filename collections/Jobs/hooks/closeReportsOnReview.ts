import type { CollectionAfterChangeHook } from 'payload'
import { recordStatusChanges } from '@cms/domain/jobs/jobStore'
import { poolOf } from '@cms/lib/sql'

/**
 * A staff member's save in /cms changes a job's status through Payload; the job store runs the same side effects
 * as for every other caller (a held job put back live dismisses its open reports, expiring it upholds them).
 * Reports stay as the record of what visitors said.
 */
export const closeReportsOnReview: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc || previousDoc.status === doc.status) return doc
  await recordStatusChanges(poolOf(req.payload), [{ id: doc.id, from: previousDoc.status, to: doc.status }])
  return doc
}
