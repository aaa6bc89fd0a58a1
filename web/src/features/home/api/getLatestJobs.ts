import type { JobListResponse } from '@cms/contract/jobs'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

export const LATEST_JOBS_COUNT = 6
const url = `/api/jobs?limit=${LATEST_JOBS_COUNT}&sort=newest`

/** GET /api/jobs, the newest few, for the home page's links to recent jobs. */
export const getLatestJobs = () => apiRequest<JobListResponse>('GET', url)

export const latestJobsQueryOptions = () => queryOptions({ queryKey: [url] as const, queryFn: getLatestJobs })

export const useLatestJobs = () => useQuery(latestJobsQueryOptions())
