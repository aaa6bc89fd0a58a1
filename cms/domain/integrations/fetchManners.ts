import type { Payload } from 'payload'
import type { JobProviderId } from '@cms/contract/providers'
import { settings } from '@cms/lib/settings'

/** Sources whose terms cap how often we fetch: the least time between two fetches, in hours. */
const MIN_HOURS: Partial<Record<JobProviderId, () => number>> = {
  remotive: () => settings().REMOTIVE_MIN_HOURS,
}

/**
 * Why this source must not be fetched now (its last fetch was too recent for its terms), or null. Only runs
 * that reached the source count: a skipped run asked nothing.
 */
export async function fetchTooSoon(payload: Payload, provider: JobProviderId): Promise<string | null> {
  const hours = MIN_HOURS[provider]?.()
  if (!hours) return null
  const since = new Date(Date.now() - hours * 3_600_000).toISOString()
  const { docs } = await payload.find({
    collection: 'ingestion-runs',
    where: { provider: { equals: provider }, status: { in: ['succeeded', 'failed'] }, startedAt: { greater_than: since } },
    sort: '-startedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const last = docs[0]
  if (!last) return null
  const next = new Date(new Date(last.startedAt).getTime() + hours * 3_600_000).toISOString()
  return `Its terms allow a fetch every ${hours} hours at most; the last was at ${last.startedAt}, the next may run after ${next}.`
}
