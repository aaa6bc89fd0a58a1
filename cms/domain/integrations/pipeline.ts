import type { Payload } from 'payload'
import type { IngestionRun } from '@cms/payload-types'
import { clientFor } from './clients'
import type { JobProviderClient } from './clients/types'
import { isProviderEnabled } from './config'
import { rawHash, withHttpLinksOnly, type NormalisedJob } from './normalise'
import { isJobProvider, JOB_PROVIDER_IDS, type JobProviderId } from '@cms/contract/providers'
import { enrichLogos } from './enrichLogos'
import { isSettled, loadExisting, upsertJobs } from './upsertJobs'
import { queueInstantAlerts } from '../alerts/tasks'
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

  const client = options.client ?? clientFor(provider)
  let raw: unknown[]
  try {
    raw = await client.fetchJobs()
  } catch (error) {
    payload.logger.warn(`[ingest] ${provider}: fetch failed: ${(error as Error).message}`)
    return finish({ status: 'failed', error: (error as Error).message || 'Fetch failed' })
  }

  try {
    const existing = await loadExisting(payload, provider)
    const jobs: { job: NormalisedJob; hash: string }[] = []
    const skipped: { externalId: string; reason: string }[] = []
    const seen = new Set<string>()
    let unchanged = 0
    for (const item of raw) {
      const hash = rawHash(item)
      const id = client.rawId(item)
      const row = id === undefined ? undefined : existing.get(id)
      if (id !== undefined && row && isSettled(row, hash) && !seen.has(id)) {
        // Byte-for-byte the posting we stored last time: nothing to normalise or write.
        seen.add(id)
        unchanged++
        continue
      }
      const result = client.normalise(item)
      if ('skip' in result) {
        skipped.push({ externalId: result.externalId ?? '?', reason: result.skip })
        // The provider still lists it: never expire a posting only because one fetch sent it malformed.
        if (result.externalId) seen.add(result.externalId)
        continue
      }
      if (seen.has(result.job.externalId)) {
        skipped.push({ externalId: result.job.externalId, reason: 'listed twice in the same fetch' })
        continue
      }
      seen.add(result.job.externalId)
      jobs.push({ job: withHttpLinksOnly(result.job), hash })
    }
    const upserted = await upsertJobs(payload, provider, jobs, seen, existing)
    upserted.unchanged += unchanged
    const allSkipped = [...skipped, ...upserted.skipped]
    await enrichLogos(payload, upserted.newCompanyIds).catch((error) => payload.logger.warn(`[ingest] logo lookup failed: ${(error as Error).message}`))
    payload.logger.info(
      `[ingest] ${provider}: fetched ${raw.length}, created ${upserted.created}, updated ${upserted.updated}, unchanged ${upserted.unchanged}, expired ${upserted.expired}, skipped ${allSkipped.length}`,
    )
    if (upserted.created > 0) {
      await queueInstantAlerts(payload).catch((error) => payload.logger.warn(`[ingest] queueing instant alerts failed: ${(error as Error).message}`))
    }
    return finish({
      status: 'succeeded',
      fetched: raw.length,
      created: upserted.created,
      updated: upserted.updated,
      unchanged: upserted.unchanged,
      expired: upserted.expired,
      skipped: allSkipped.length,
      skippedReasons: allSkipped.slice(0, MAX_REASONS),
    })
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
