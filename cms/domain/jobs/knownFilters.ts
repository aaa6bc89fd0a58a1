import type { Pool } from 'pg'
import { Failure } from '@cms/domain/failure'
import { parseJobQuery } from './params'
import { resolveTaxonomy } from './searchJobs'
import type { ResolvedJobQuery } from './sql'

/**
 * The /search filters of a request, for callers that follow a search (alerts, feeds) rather than show it:
 * besides parseJobQuery's 400s, a category or location slug that does not exist is a 400 too, because an
 * alert or feed on a typo would silently never match anything.
 */
export async function resolveKnownFilters(pool: Pool, params: URLSearchParams): Promise<ResolvedJobQuery> {
  let query
  try {
    query = parseJobQuery(params)
  } catch (error) {
    throw error instanceof Failure ? new Failure(error.kind, error.message, { success: false }) : error
  }
  return checkKnownTaxonomy(await resolveTaxonomy(pool, query))
}

/** The resolved query when every category and location slug it names exists, else a 400 naming the list. */
export function checkKnownTaxonomy(resolved: ResolvedJobQuery): ResolvedJobQuery {
  if (resolved.categoryIds && resolved.categoryIds.length < resolved.categories.length) {
    throw new Failure('invalid', `Unknown category in "${resolved.categories.join(',').slice(0, 80)}".`, { success: false })
  }
  if (resolved.unknownLocation) {
    throw new Failure('invalid', `Unknown location in "${resolved.locations.join(',').slice(0, 80)}".`, { success: false })
  }
  return resolved
}
