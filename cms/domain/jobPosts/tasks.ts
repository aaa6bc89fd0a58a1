import type { TaskConfig } from 'payload'
import { settings } from '@cms/lib/settings'
import { oncePerDueTime } from '../integrations/scheduledOnce'

export const JOB_POSTS_QUEUE = 'job-posts'

/** On JOB_POSTS_CRON, on the worker: renewal notices and the end of paid periods (cms/domain/jobPosts/endOfPeriod.ts). */
export const endJobPostPeriodsTask: TaskConfig<'endJobPostPeriods'> = {
  slug: 'endJobPostPeriods',
  label: 'End paid job posts and send renewal notices',
  retries: 0,
  schedule: [{ cron: settings().JOB_POSTS_CRON, queue: JOB_POSTS_QUEUE }],
  outputSchema: [
    { name: 'noticed', type: 'number' },
    { name: 'ended', type: 'number' },
  ],
  handler: oncePerDueTime('endJobPostPeriods', async ({ req }) => {
    const { endJobPostPeriods } = await import('./endOfPeriod')
    return { output: await endJobPostPeriods(req.payload) }
  }),
}
