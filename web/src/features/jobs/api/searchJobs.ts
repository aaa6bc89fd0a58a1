import type { JobListResponse } from '@cms/contract/jobs'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobsKeys } from './queryKeys'

/** GET /api/search?q,location,category,type,experience,salary,timezone,page,sort */
export const searchJobs = (qs: string) => apiRequest<JobListResponse>('GET', jobsKeys.search(qs)[0])

export const searchJobsQueryOptions = (qs: string) =>
  queryOptions({ queryKey: jobsKeys.search(qs), queryFn: () => searchJobs(qs), placeholderData: keepPreviousData })

export const useSearchJobs = (qs: string, enabled = true) => useQuery({ ...searchJobsQueryOptions(qs), enabled })
