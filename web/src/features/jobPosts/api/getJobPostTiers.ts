import { queryOptions, useQuery } from '@tanstack/react-query'
import { jobPostKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

/** GET /api/job-posts/tiers: the tiers and prices admins set in /cms. */
export const getJobPostTiers = () => apiCall('getJobPostsTiers')
export const jobPostTiersQueryOptions = () => queryOptions({ queryKey: jobPostKeys.tiers(), queryFn: getJobPostTiers })
export const useJobPostTiers = () => useQuery(jobPostTiersQueryOptions())
