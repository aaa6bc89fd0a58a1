import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall, apiUrl } from '@web/lib/api/client'

export const LATEST_JOBS_COUNT = 6
const url = apiUrl('getJobs', { query: { limit: LATEST_JOBS_COUNT, sort: 'newest' } })

/** GET /api/jobs, the newest few, for the home page's links to recent jobs. */
export const getLatestJobs = () => apiCall('getJobs', { query: { limit: LATEST_JOBS_COUNT, sort: 'newest' } })

export const latestJobsQueryOptions = () => queryOptions({ queryKey: [url] as const, queryFn: getLatestJobs })

export const useLatestJobs = () => useQuery(latestJobsQueryOptions())
