import type { Payload } from 'payload'
import type { JobProviderId } from '@cms/contract/providers'
import { queueInstantAlerts } from '../alerts/tasks'
import type { JobProviderClient } from './clients/types'
import { enrichLogos } from './enrichLogos'
import { rawHash, withHttpLinksOnly, type NormalisedJob } from './normalise'
import { isSettled, upsertJobs, type ExistingJob } from './upsertJobs'

export interface IngestCounts {
  created: number
  updated: number
  unchanged: number
  expired: number
  skipped: number
  skippedReasons: { externalId: string; reason: string }[]
}

/**
 * The part of a run after a successful fetch: normalise (+ sanitise) -> de-duplicate -> upsert -> expire what
 * `existing` holds and `raw` no longer lists. `existing` is the unit the fetch is a complete snapshot of: a
 * feed's every job, or one ATS board's.
 */
export async function ingestItems(
  payload: Payload,
  source: JobProviderId,
  raw: unknown[],
  client: Pick<JobProviderClient<unknown>, 'rawId' | 'normalise'>,
  existing: Map<string, ExistingJob>,
): Promise<IngestCounts> {
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
      // The source still lists it: never expire a posting only because one fetch sent it malformed.
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
  const upserted = await upsertJobs(payload, source, jobs, seen, existing)
  upserted.unchanged += unchanged
  const allSkipped = [...skipped, ...upserted.skipped]
  await enrichLogos(payload, upserted.newCompanyIds).catch((error) => payload.logger.warn(`[ingest] logo lookup failed: ${(error as Error).message}`))
  payload.logger.info(
    `[ingest] ${source}: fetched ${raw.length}, created ${upserted.created}, updated ${upserted.updated}, unchanged ${upserted.unchanged}, expired ${upserted.expired}, skipped ${allSkipped.length}`,
  )
  if (upserted.created > 0) {
    await queueInstantAlerts(payload).catch((error) => payload.logger.warn(`[ingest] queueing instant alerts failed: ${(error as Error).message}`))
  }
  return { created: upserted.created, updated: upserted.updated, unchanged: upserted.unchanged, expired: upserted.expired, skipped: allSkipped.length, skippedReasons: allSkipped }
}
