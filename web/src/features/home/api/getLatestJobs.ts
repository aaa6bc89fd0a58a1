import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

export const LATEST_JOBS_COUNT = 6

/** GET /api/jobs, the newest few, for the home page's links to recent jobs. */
export const latestJobsQueryOptions = () => queryOptions(apiQueryOptions('getJobs', { query: { limit: LATEST_JOBS_COUNT, sort: 'newest' } }))

export const useLatestJobs = () => useQuery(latestJobsQueryOptions())
