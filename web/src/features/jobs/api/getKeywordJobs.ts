import type { KeywordEntry } from '@cms/contract/jobs'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobsKeys } from './queryKeys'

/** GET /api/keywords/jobs?limit= -> { success, jobs } */
export const getKeywordJobs = async (limit = 5) =>
  (await apiRequest<{ success: boolean; jobs: KeywordEntry[] }>('GET', jobsKeys.keywords('jobs', limit)[0])).jobs

export const keywordJobsQueryOptions = (limit = 5) => queryOptions({ queryKey: jobsKeys.keywords('jobs', limit), queryFn: () => getKeywordJobs(limit) })

export const useKeywordJobs = (limit = 5) => useQuery(keywordJobsQueryOptions(limit))
