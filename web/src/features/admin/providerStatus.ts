import type { ApiStatusResponse, ProviderDisplayStatus } from '@cms/contract/admin'

/** Spec 2 §4: after a check each provider takes the status returned for its id, or unknown if absent. */
export function statusesFromCheck(ids: string[], response: ApiStatusResponse | null): Record<string, ProviderDisplayStatus> {
  const byId = new Map((response?.providers ?? []).map((p) => [p.id, p.status]))
  return Object.fromEntries(ids.map((id) => [id, byId.get(id as never) ?? 'unknown']))
}

export const allStatuses = (ids: string[], status: ProviderDisplayStatus): Record<string, ProviderDisplayStatus> =>
  Object.fromEntries(ids.map((id) => [id, status]))

export const STATUS_LABEL: Record<ProviderDisplayStatus, string> = {
  available: 'Available',
  unavailable: 'Unavailable',
  checking: 'Checking',
  unknown: 'Unknown',
}
