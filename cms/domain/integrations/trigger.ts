import type { Payload } from 'payload'
import type { IngestionRun } from '@cms/payload-types'
import { isProviderEnabled } from './config'
import { JOB_PROVIDER_IDS, type JobProviderId } from '@cms/contract/providers'
import { queueLeftToWorker } from '@cms/lib/queueRunners'
import { INGESTION_QUEUE } from './tasks'

const WORKER_WAIT_MS = 10 * 60 * 1000
const WORKER_POLL_MS = 250

/** Waits until the worker has finished a queued job (completed jobs are deleted from the queue). */
async function waitForWorker(payload: Payload, id: number | string): Promise<void> {
  const deadline = Date.now() + WORKER_WAIT_MS
  for (;;) {
    const job = await payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true, disableErrors: true })
    if (!job || job.completedAt || job.hasError) return
    if (Date.now() > deadline) throw new Error(`Ingestion job ${id} is queued, but no worker finished it within ${WORKER_WAIT_MS / 60000} minutes: is \`npm run worker\` running?`)
    await new Promise((resolve) => setTimeout(resolve, WORKER_POLL_MS))
  }
}

/**
 * The admin's on-demand trigger: queue an `ingestProvider` task per provider (the given one, or every
 * enabled one) on the ingestion queue, run those jobs now (or, on a web server that leaves queue work to
 * the worker, wait for the worker to run them), then answer with the recorded runs.
 */
export async function runIngestionNow(payload: Payload, provider?: JobProviderId): Promise<IngestionRun[]> {
  const providers: JobProviderId[] = provider ? [provider] : []
  if (!provider) for (const id of JOB_PROVIDER_IDS) if (await isProviderEnabled(payload, id)) providers.push(id)
  const runs: IngestionRun[] = []
  for (const id of providers) {
    const queuedAt = new Date(Date.now() - 1000).toISOString()
    const job = await payload.jobs.queue({ task: 'ingestProvider', input: { provider: id, trigger: 'manual' }, queue: INGESTION_QUEUE })
    if (queueLeftToWorker()) await waitForWorker(payload, job.id)
    else await payload.jobs.runByID({ id: job.id, overrideAccess: true })
    // Completed jobs are deleted from the queue; the run the task recorded is the newest one of this provider.
    const { docs } = await payload.find({
      collection: 'ingestion-runs',
      where: { provider: { equals: id }, trigger: { equals: 'manual' }, startedAt: { greater_than_equal: queuedAt } },
      sort: '-startedAt',
      limit: 1,
      overrideAccess: true,
    })
    if (!docs[0]) throw new Error(`Ingestion job ${job.id} for ${id} did not record a run`)
    runs.push(docs[0])
  }
  return runs
}

export async function listRecentRuns(payload: Payload, limit = 20): Promise<IngestionRun[]> {
  const { docs } = await payload.find({ collection: 'ingestion-runs', sort: '-startedAt', limit, depth: 0, overrideAccess: true })
  return docs
}
