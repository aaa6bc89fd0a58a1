import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions, mapAnswer, type ApiAnswer } from '@web/lib/api/client'

/** The declaration also answers `{ count }` alone to a caller asking `count=true`; no screen's query does. */
function listOf(answer: ApiAnswer<'getSearch'>) {
  if (!('jobs' in answer)) throw new Error('GET /api/search answered a count that no screen asks for')
  return answer
}

/** GET /api/search?q,location,category,type,experience,salary,timezone,page,sort */
export const searchJobsQueryOptions = (qs: string) =>
  queryOptions({ ...mapAnswer(apiQueryOptions('getSearch', { query: qs }), listOf), placeholderData: keepPreviousData })

export const useSearchJobs = (qs: string, enabled = true) => useQuery({ ...searchJobsQueryOptions(qs), enabled })
