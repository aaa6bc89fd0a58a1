import type { JobsConfig, TaskConfig } from 'payload'
import { isAdmin } from '@cms/contract/access'
import { alertTasks } from '@cms/domain/alerts/tasks'
import { scheduledPublishAutoRun } from '@cms/domain/blog/scheduledPublishing'
import { ingestionTasks } from '@cms/domain/integrations/tasks'
import { endJobPostPeriodsTask } from '@cms/domain/jobPosts/tasks'
import { checkApplyLinksTask } from '@cms/domain/linkCheck/tasks'
import { sendMailTask } from '@cms/domain/mail/sendMailTask'
import { refreshExchangeRatesTask } from '@cms/domain/salaries/tasks'
import { measuredTask } from '@cms/lib/measuredTask'
import { isQueueRunner, queueLeftToWorker } from '@cms/lib/queueRunners'
import { settings } from '@cms/lib/settings'

/*
 * The queue set-up beside the Payload config: each area declares its own tasks (cms/domain/<area>/tasks.ts) and
 * only this file lists them, so no area imports another's tasks.
 */

/** Payload jobs-queue set-up: every queue is polled on JOBS_RUN_CRON (default every minute; the worker every 5 s). */
export const jobsConfig: JobsConfig = {
  tasks: ([...ingestionTasks, sendMailTask, checkApplyLinksTask, endJobPostPeriodsTask, refreshExchangeRatesTask, ...alertTasks()] as TaskConfig[]).map(measuredTask),
  // Payload lets any signed-in user queue, run and cancel jobs by default; here only admins may.
  access: {
    queue: ({ req }) => isAdmin(req.user),
    run: ({ req }) => isAdmin(req.user),
    cancel: ({ req }) => isAdmin(req.user),
  },
  // Every queue: ingestion, alerts, and mail that was queued but not sent (a restart, an SMTP outage); scheduled
  // posts more often, so they go live on time. No crons at all on a web server that leaves the queue to the
  // worker (Payload's cron would still queue due schedules), nor in any instance but the one our process asked
  // to run the queue (Next's /cms starts its own with crons on).
  autoRun: (payload) =>
    queueLeftToWorker() || !isQueueRunner(payload) ? [] : [{ cron: settings().JOBS_RUN_CRON, allQueues: true, limit: 50 }, scheduledPublishAutoRun()],
  // Tests and builds never poll the queue.
  shouldAutoRun: () => !queueLeftToWorker() && settings().NODE_ENV !== 'test' && settings().NEXT_PHASE !== 'phase-production-build',
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: false, group: 'Integrations' },
  }),
}
