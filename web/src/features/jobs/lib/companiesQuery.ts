import { COMPANY_SEARCH_MAX } from '@cms/contract/companyValues'

/** The company list's query from its page's URL: the name text (trimmed, at most COMPANY_SEARCH_MAX) and a page past 1. */
export function companiesQueryString(params: URLSearchParams): string {
  const out = new URLSearchParams()
  const q = params.get('q')?.trim().replace(/\s+/g, ' ').slice(0, COMPANY_SEARCH_MAX)
  if (q) out.set('q', q)
  const page = Number(params.get('page'))
  if (Number.isInteger(page) && page > 1 && page <= 1000) out.set('page', String(page))
  return out.toString()
}
