import type { JobPostManage } from '@cms/contract/jobPosts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobPostKeys } from './queryKeys'

/** GET /api/job-posts/manage?token= : the post of the manage link mailed to the employer. */
export const getManagedJobPost = (token: string) => apiRequest<JobPostManage>('GET', `/api/job-posts/manage?token=${encodeURIComponent(token)}`)
export const managedJobPostQueryOptions = (token: string) => queryOptions({ queryKey: jobPostKeys.managed(token), queryFn: () => getManagedJobPost(token), retry: false })
export const useManagedJobPost = (token: string) => useQuery({ ...managedJobPostQueryOptions(token), enabled: !!token })
