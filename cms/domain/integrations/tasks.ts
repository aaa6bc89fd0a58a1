import type { TaskConfig } from 'payload'
import { settings } from '@cms/lib/settings'
import { oncePerDueTime } from './scheduledOnce'

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

/** Ingestion's tasks; the queue set-up (cms/jobsQueue.ts) lists each area's own. */
export const ingestionTasks = [ingestProviderTask, ingestEnabledProvidersTask] as TaskConfig[]
