import type { JobsConfig, TaskConfig } from 'payload'
import { isAdmin } from '@collections/access/isAdmin'

export const INGESTION_QUEUE = 'ingestion'

/** Default: every 6 hours at minute 0. Override with INGEST_CRON (5 or 6 fields, croner syntax). */
export const ingestCron = () => process.env.INGEST_CRON || '0 */6 * * *'

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
  handler: async ({ req }) => {
    const { ingestEnabledProviders } = await import('./pipeline')
    const runs = await ingestEnabledProviders(req.payload, { trigger: 'schedule' })
    return { output: { runs: runs.length } }
  },
}

/**
 * Payload jobs-queue set-up. The single server runs the queue itself (autoRun checks every minute;
 * the schedule above decides when ingestion is due). INGEST_AUTORUN=false turns this off, e.g. when a
 * separate `payload jobs:run --queue ingestion` worker runs it; tests and builds never auto-run.
 */
export const jobsConfig: JobsConfig = {
  tasks: [ingestProviderTask, ingestEnabledProvidersTask] as TaskConfig[],
  // Payload lets any signed-in user queue, run and cancel jobs by default; here only admins may.
  access: {
    queue: ({ req }) => isAdmin(req.user),
    run: ({ req }) => isAdmin(req.user),
    cancel: ({ req }) => isAdmin(req.user),
  },
  autoRun: [{ cron: '* * * * *', queue: INGESTION_QUEUE, limit: 10 }],
  shouldAutoRun: () =>
    process.env.INGEST_AUTORUN !== 'false' && process.env.NODE_ENV !== 'test' && process.env.NEXT_PHASE !== 'phase-production-build',
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: false, group: 'Integrations' },
  }),
}
