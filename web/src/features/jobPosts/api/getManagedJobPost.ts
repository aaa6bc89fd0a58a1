import { queryOptions, useQuery } from '@tanstack/react-query'
import { jobPostKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

/** GET /api/job-posts/manage?token= : the post of the manage link mailed to the employer. */
export const getManagedJobPost = (token: string) => apiCall('getJobPostsManage', { query: { token } })
export const managedJobPostQueryOptions = (token: string) => queryOptions({ queryKey: jobPostKeys.managed(token), queryFn: () => getManagedJobPost(token), retry: false })
export const useManagedJobPost = (token: string) => useQuery({ ...managedJobPostQueryOptions(token), enabled: !!token })
