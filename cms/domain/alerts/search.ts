import type { Pool } from 'pg'
import { ALERT_FILTER_KEYS, type AlertFilterKey } from '@cms/contract/alerts'
import { resolveKnownFilters } from '../jobs/knownFilters'
import type { JobQuery } from '../jobs/params'

/**
 * An alert stores the search it follows as /search query parameters in one canonical form (fixed key
 * order, sorted values), so alerts that follow the same search share one string: delivery matches each
 * distinct search once, however many alerts follow it.
 */
export function canonicalSearch(query: JobQuery): string {
  const params = new URLSearchParams()
  const lists: [AlertFilterKey, string[]][] = [
    ['category', query.categories],
    ['location', query.locations],
    ['type', query.types],
    ['experience', query.experience],
    ['salary', query.salary],
    ['timezone', query.timezone],
  ]
  if (query.q) params.set('q', query.q)
  for (const [key, values] of lists) if (values.length) params.set(key, [...values].sort().join(','))
  if (query.country) params.set('country', query.country)
  if (query.tz !== null) params.set('tz', String(query.tz))
  return params.toString()
}

/** Validates the filters of a create request (400 on a bad or unknown value) and gives their canonical search. */
export async function searchFromFilters(pool: Pool, filters: Partial<Record<AlertFilterKey, string | undefined>>): Promise<string> {
  const params = new URLSearchParams()
  for (const key of ALERT_FILTER_KEYS) if (filters[key]) params.set(key, filters[key]!)
  return canonicalSearch(await resolveKnownFilters(pool, params))
}
