import type { Payload } from 'payload'
import type { ApiConfigResponse, ApiConfigUpdate, ApiStatusResponse } from '@cms/contract/admin'
import { adzunaClient } from './clients/adzuna'
import { brandfetchClient } from './clients/brandfetch'
import { jsearchClient } from './clients/jsearch'
import { remoteOkClient } from './clients/remoteok'
import type { ProviderStatus } from './clients/types'
import { web3CareerClient } from './clients/web3career'
import { PROVIDER_IDS, type ProviderId } from '@cms/contract/providers'
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

const checks: Record<ProviderId, () => Promise<ProviderStatus>> = {
  remoteok: () => remoteOkClient().checkStatus(),
  web3career: () => web3CareerClient().checkStatus(),
  jsearch: () => jsearchClient().checkStatus(),
  adzuna: () => adzunaClient().checkStatus(),
  brandfetch: () => brandfetchClient().checkStatus(),
}

/** GET /api/admin/api-status: one cheap real request per provider, in parallel; no key or any failure is 'unavailable'. */
export async function getApiStatus(): Promise<ApiStatusResponse> {
  const statuses = await Promise.all(PROVIDER_IDS.map((id) => checks[id]().catch((): ProviderStatus => 'unavailable')))
  return { providers: PROVIDER_IDS.map((id, i) => ({ id, status: statuses[i]! })) }
}
