import type { CollectionAfterDeleteHook } from 'payload'

/** An admin deleting a post (spam, a duplicate) takes its job down too: a job never outlives the post that paid for it. */
export const takeJobDownOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const jobId = typeof doc.job === 'object' && doc.job ? doc.job.id : doc.job
  if (jobId) await req.payload.update({ collection: 'jobs', id: jobId, data: { status: 'expired' }, overrideAccess: true, req, depth: 0 })
  return doc
}
