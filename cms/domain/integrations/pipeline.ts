import type { Payload } from 'payload'
import type { IngestionRun } from '@cms/payload-types'
import { clientFor } from './clients'
import type { JobProviderClient } from './clients/types'
import { isProviderEnabled } from './config'
import { isAts, isJobProvider, JOB_PROVIDER_IDS, type JobProviderId } from '@cms/contract/providers'
import { ingestBoards } from './boardIngestion'
import { fetchTooSoon } from './fetchManners'
import { loadExisting } from './upsertJobs'
import { ingestItems } from './ingestItems'
import { metrics } from '@cms/lib/metrics'

const MAX_REASONS = 200

export interface IngestOptions {
  trigger?: 'schedule' | 'manual' | 'bench'
  /** A client to use instead of the provider's own (tests, benchmark). */
  client?: JobProviderClient<unknown>
  /** Ingest even when the provider is disabled (benchmark only). */
  ignoreEnabled?: boolean
}

/**
 * One ingestion run of one provider: fetch -> normalise (+ sanitise) -> de-duplicate -> upsert -> expire,
 * recorded in `ingestion-runs`. A disabled provider is skipped; a failed fetch is recorded and expires nothing.
 */
export async function ingestProvider(payload: Payload, provider: JobProviderId, options: IngestOptions = {}): Promise<IngestionRun> {
  if (!isJobProvider(provider)) throw new Error(`Unknown job provider: ${provider}`)
  const now = () => new Date().toISOString()
  const run = await payload.create({
    collection: 'ingestion-runs',
    overrideAccess: true,
    data: { provider, trigger: options.trigger ?? 'manual', status: 'running', startedAt: now() },
  })
  const finish = (data: Partial<IngestionRun>) => {
    metrics.ingestionRuns.inc({ provider, status: data.status })
    for (const change of ['created', 'updated', 'expired'] as const) if (data[change]) metrics.ingestedJobs.inc({ provider, change }, data[change])
    return payload.update({ collection: 'ingestion-runs', id: run.id, overrideAccess: true, data: { ...data, finishedAt: now() } })
  }

  if (!options.ignoreEnabled && !(await isProviderEnabled(payload, provider))) {
    return finish({ status: 'skipped', error: 'Provider is disabled in the admin panel; the site keeps its internal data.' })
  }

  // An ATS is read board by board (each board its own snapshot); the run sums them.
  if (isAts(provider)) return finish(await ingestBoards(payload, provider))

  const tooSoon = await fetchTooSoon(payload, provider)
  if (tooSoon) return finish({ status: 'skipped', error: tooSoon })

  const client = options.client ?? clientFor(provider)
  let raw: unknown[]
  try {
    raw = await client.fetchJobs()
  } catch (error) {
    payload.logger.warn(`[ingest] ${provider}: fetch failed: ${(error as Error).message}`)
    return finish({ status: 'failed', error: (error as Error).message || 'Fetch failed' })
  }

  try {
    const counts = await ingestItems(payload, provider, raw, client, await loadExisting(payload, provider))
    return finish({ status: 'succeeded', fetched: raw.length, ...counts, skippedReasons: counts.skippedReasons.slice(0, MAX_REASONS) })
  } catch (error) {
    payload.logger.error({ err: error, msg: `[ingest] ${provider}: run failed` })
    return finish({ status: 'failed', fetched: raw.length, error: `Saving failed: ${(error as Error).message}` })
  }
}

/** The scheduled run: every enabled job provider in turn (disabled ones are not even recorded). */
export async function ingestEnabledProviders(payload: Payload, options: IngestOptions = {}): Promise<IngestionRun[]> {
  const runs: IngestionRun[] = []
  for (const provider of JOB_PROVIDER_IDS) {
    if (!(await isProviderEnabled(payload, provider))) continue
    runs.push(await ingestProvider(payload, provider, options))
  }
  return runs
}
