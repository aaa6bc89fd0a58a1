import type { JobPostTierList } from '@cms/contract/jobPosts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobPostKeys } from './queryKeys'

/** GET /api/job-posts/tiers: the tiers and prices admins set in /cms. */
export const getJobPostTiers = () => apiRequest<JobPostTierList>('GET', '/api/job-posts/tiers')
export const jobPostTiersQueryOptions = () => queryOptions({ queryKey: jobPostKeys.tiers(), queryFn: getJobPostTiers })
export const useJobPostTiers = () => useQuery(jobPostTiersQueryOptions())
