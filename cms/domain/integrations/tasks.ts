import type { JobsConfig, TaskConfig } from 'payload'
import { isAdmin } from '@cms/contract/access'
import { measuredTask } from '@cms/lib/measuredTask'
import { settings } from '@cms/lib/settings'
import { isQueueRunner } from '@cms/lib/queueRunners'
import { sendMailTask } from '@cms/domain/mail/sendMailTask'
import { oncePerDueTime } from './scheduledOnce'
import { alertTasks } from '@cms/domain/alerts/tasks'
import { scheduledPublishAutoRun } from '@cms/domain/blog/scheduledPublishing'
import { checkApplyLinksTask } from '@cms/domain/linkCheck/tasks'
import { endJobPostPeriodsTask } from '@cms/domain/jobPosts/tasks'
import { refreshExchangeRatesTask } from '@cms/domain/salaries/tasks'

export const INGESTION_QUEUE = 'ingestion'

/** Default: every 6 hours at minute 0. Override with INGEST_CRON (5 or 6 fields, croner syntax). */
export const ingestCron = () => settings().INGEST_CRON

/** Ingest one provider now (the admin's on-demand trigger queues this). */
export const ingestProviderTask: TaskConfig<'ingestProvider'> = {
  slug: 'ingestProvider',
  label: 'Ingest one job provider',
  inputSchema: [
    { name: 'provider', type: 'text', required: true },
    { name: 'trigger', type: 'text' },
  ],
  outputSchema: [
    { name: 'runId', type: 'number', required: true },
    { name: 'status', type: 'text', required: true },
  ],
  retries: 0,
  handler: async ({ input, req }) => {
    const { ingestProvider } = await import('./pipeline')
    const run = await ingestProvider(req.payload, input.provider as never, { trigger: input.trigger === 'schedule' ? 'schedule' : 'manual' })
    return { output: { runId: run.id, status: run.status } }
  },
}

/** The schedule: every INGEST_CRON, ingest each enabled provider in turn (a disabled one is skipped). */
export const ingestEnabledProvidersTask: TaskConfig<'ingestEnabledProviders'> = {
  slug: 'ingestEnabledProviders',
  label: 'Ingest every enabled job provider',
  retries: 0,
  schedule: [{ cron: ingestCron(), queue: INGESTION_QUEUE }],
  handler: oncePerDueTime('ingestEnabledProviders', async ({ req }) => {
    const { ingestEnabledProviders } = await import('./pipeline')
    const runs = await ingestEnabledProviders(req.payload, { trigger: 'schedule' })
    return { output: { runs: runs.length } }
  }),
}

/**
 * True on a web server that leaves queue work to a worker. One server alone does everything by default;
 * with several, the web servers run with JOBS_AUTORUN=false and `npm run worker` (which sets
 * NOMAD_PROCESS=worker) runs the schedule and the queue.
 */
export function queueLeftToWorker(): boolean {
  return !settings().JOBS_AUTORUN && settings().NOMAD_PROCESS !== 'worker'
}

/** Payload jobs-queue set-up: every queue is polled on JOBS_RUN_CRON (default every minute; the worker every 5 s). */
export const jobsConfig: JobsConfig = {
  tasks: ([ingestProviderTask, ingestEnabledProvidersTask, sendMailTask, checkApplyLinksTask, endJobPostPeriodsTask, refreshExchangeRatesTask, ...alertTasks()] as TaskConfig[]).map(measuredTask),
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
