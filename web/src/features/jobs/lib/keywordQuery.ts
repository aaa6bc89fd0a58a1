import { keywordSearchParams } from '@cms/contract/keywordSearch'
import { listQueryString } from './filters'

/**
 * The search query string of a keyword page: its words and experience filter, with the visitor's page and sort.
 * Apart from the page's texts (keywordPage.ts) because the route's loader needs it in every page's first script.
 */
export function keywordQueryString(slug: string, params: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const key of ['page', 'sort']) if (params.get(key)) kept.set(key, params.get(key)!)
  return listQueryString(kept, keywordSearchParams(slug))
}
