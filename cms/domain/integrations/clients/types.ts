import countries from 'i18n-iso-countries'
import type { JobProviderId } from '@cms/contract/providers'
import type { NormaliseResult } from '../normalise'

export type ProviderStatus = 'available' | 'unavailable'

/** One typed client per provider: fetch the raw postings, turn one into a site job (or a skip reason), and a cheap status probe. */
export interface JobProviderClient<Raw = unknown> {
  id: JobProviderId
  /** Raw items as the provider sends them (after unwrapping the envelope); throws on a failed fetch. */
  fetchJobs(): Promise<Raw[]>
  /** The provider's id of a raw item, when it has one (read before normalising). */
  rawId(raw: Raw): string | undefined
  normalise(raw: Raw): NormaliseResult
  checkStatus(): Promise<ProviderStatus>
}

/** The first zod issue as a readable reason: "title: Invalid input: expected string". */
export function issueReason(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const first = error.issues[0]
  if (!first) return 'invalid item'
  return first.path.length ? `${first.path.map(String).join('.')}: ${first.message}` : first.message
}

export const externalIdOf = (raw: unknown, key: string): string | undefined => {
  if (raw && typeof raw === 'object' && key in raw) {
    const v = (raw as Record<string, unknown>)[key]
    if (typeof v === 'string' || typeof v === 'number') return String(v)
  }
  return undefined
}

/** Validate one raw item with its schema: the parsed item, or a skip result naming the first problem. */
export function parseItem<T>(
  schema: { safeParse(raw: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } },
  raw: unknown,
  idKey: string,
): { item: T } | { skip: string; externalId?: string } {
  const parsed = schema.safeParse(raw)
  return parsed.success ? { item: parsed.data } : { skip: issueReason(parsed.error), externalId: externalIdOf(raw, idKey) }
}

/** A status probe: 'available' when the request succeeds and the answer has the expected shape. */
export async function probe(request: () => Promise<unknown>, isValid: (body: unknown) => boolean): Promise<ProviderStatus> {
  try {
    return isValid(await request()) ? 'available' : 'unavailable'
  } catch {
    return 'unavailable'
  }
}

/** A provider's ISO country code ("US", "gb") as the English name the location line carries; null when unknown. */
export function countryName(code: string | null | undefined): string | null {
  const upper = code?.trim().toUpperCase()
  return (upper && countries.getName(upper === 'UK' ? 'GB' : upper, 'en')) || null
}
