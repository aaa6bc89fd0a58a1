import type { Payload } from 'payload'
import type { ApiConfigResponse, ApiConfigUpdate, ApiStatusResponse } from '@cms/contract/admin'
import { brandfetchClient } from './clients/brandfetch'
import { FEED_CLIENTS } from './clients'
import type { ProviderStatus } from './clients/types'
import { ATS_IDS, isAts, PROVIDER_IDS, type AtsId, type ProviderId } from '@cms/contract/providers'
import { hasApiKey, PROVIDERS } from './providers'

type Flags = Record<ProviderId, boolean>

async function readFlags(payload: Payload): Promise<Flags> {
  const global = (await payload.findGlobal({ slug: 'integrations', overrideAccess: true, depth: 0 })) as unknown as Record<string, { enabled?: boolean | null } | undefined>
  return Object.fromEntries(PROVIDER_IDS.map((id) => [id, global[id]?.enabled !== false])) as Flags
}

export async function isProviderEnabled(payload: Payload, id: ProviderId): Promise<boolean> {
  return (await readFlags(payload))[id]
}

/** GET /api/admin/api-config */
export async function getApiConfig(payload: Payload): Promise<ApiConfigResponse> {
  const flags = await readFlags(payload)
  return {
    providers: PROVIDER_IDS.map((id) => ({
      id,
      name: PROVIDERS[id].name,
      description: PROVIDERS[id].description,
      enabled: flags[id],
      hasApiKey: hasApiKey(id),
    })),
  }
}

/** POST /api/admin/api-config: persists the enabled flags of the listed providers (others keep theirs). */
export async function saveApiConfig(payload: Payload, update: ApiConfigUpdate): Promise<void> {
  const data: Record<string, { enabled: boolean }> = {}
  for (const p of update.providers) data[p.id] = { enabled: p.enabled }
  await payload.updateGlobal({ slug: 'integrations', overrideAccess: true, data })
}

/** An ATS is 'available' when one of its enabled boards answered its last run (each board's own health is on the job-boards list). */
async function atsStatuses(payload: Payload): Promise<Set<AtsId>> {
  const { docs } = await payload.find({
    collection: 'job-boards',
    where: { enabled: { equals: true }, 'lastRun.status': { in: ['succeeded', 'not-modified'] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { ats: true },
  })
  return new Set(docs.map((board) => board.ats).filter((ats) => ATS_IDS.includes(ats)))
}

/** GET /api/admin/api-status: one cheap real request per feed, in parallel (no key or any failure is 'unavailable'); ATSs by their boards' last runs. */
export async function getApiStatus(payload: Payload): Promise<ApiStatusResponse> {
  const answering = await atsStatuses(payload)
  const check = (id: ProviderId): Promise<ProviderStatus> => {
    if (id === 'brandfetch') return brandfetchClient().checkStatus()
    if (isAts(id)) return Promise.resolve(answering.has(id) ? 'available' : 'unavailable')
    return FEED_CLIENTS[id]().checkStatus()
  }
  const statuses = await Promise.all(PROVIDER_IDS.map((id) => check(id).catch((): ProviderStatus => 'unavailable')))
  return { providers: PROVIDER_IDS.map((id, i) => ({ id, status: statuses[i]! })) }
}
