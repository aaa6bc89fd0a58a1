import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions, mapAnswer } from '@web/lib/api/client'

/** GET /api/keywords/jobs?limit= -> { success, jobs } */
export const keywordJobsQueryOptions = (limit = 5) =>
  queryOptions(mapAnswer(apiQueryOptions('getKeywordsJobs', { query: { limit } }), (answer) => answer.jobs))

export const useKeywordJobs = (limit = 5) => useQuery(keywordJobsQueryOptions(limit))
