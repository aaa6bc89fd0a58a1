import type { CollectionAfterDeleteHook } from 'payload'
import { expireJobs } from '@cms/domain/jobs/jobStore'
import { poolOf } from '@cms/lib/sql'

/** An admin deleting a post (spam, a duplicate) takes its job down too: a job never outlives the post that paid for it. */
export const takeJobDownOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const jobId = typeof doc.job === 'object' && doc.job ? doc.job.id : doc.job
  if (jobId) await expireJobs(poolOf(req.payload), [jobId])
  return doc
}
