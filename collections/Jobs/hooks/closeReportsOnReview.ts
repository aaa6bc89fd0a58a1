import type { CollectionAfterChangeHook } from 'payload'

/**
 * Staff review a held job by changing its status: back to active dismisses its open reports (and clears why it
 * was held), expired upholds them. Reports stay as the record of what visitors said.
 */
export const closeReportsOnReview: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update' || previousDoc?.status !== 'held' || doc.status === 'held') return doc
  const state = doc.status === 'active' ? 'dismissed' : 'upheld'
  await req.payload.update({
    collection: 'job-reports',
    where: { and: [{ job: { equals: doc.id } }, { state: { equals: 'open' } }] },
    data: { state },
    overrideAccess: true,
    req,
  })
  return doc
}
