import { keywordSearchParams } from '@cms/contract/keywordSearch'
import { WHERE_YOU_LIVE_KEYS } from '@cms/contract/eligibilityValues'
import { listQueryString } from './filters'

/**
 * The search query string of a keyword page: its words and experience filter, with the visitor's page, sort and
 * where they live (the list shows the "Jobs you can do from …" notice, so it must be filtered by it).
 * Apart from the page's texts (keywordPage.ts) because the route's loader needs it in every page's first script.
 */
export function keywordQueryString(slug: string, params: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const key of ['page', 'sort', ...WHERE_YOU_LIVE_KEYS]) if (params.get(key)) kept.set(key, params.get(key)!)
  return listQueryString(kept, keywordSearchParams(slug))
}
