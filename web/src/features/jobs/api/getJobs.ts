import type { JobListResponse } from '@cms/contract/jobs'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobsKeys } from './queryKeys'

/** GET /api/jobs?category,type,location,experience,salary,timezone,page,limit,sort */
export const getJobs = (qs: string) => apiRequest<JobListResponse>('GET', jobsKeys.list(qs)[0])

export const jobsQueryOptions = (qs: string) => queryOptions({ queryKey: jobsKeys.list(qs), queryFn: () => getJobs(qs) })

export const useJobs = (qs: string) => useQuery(jobsQueryOptions(qs))
