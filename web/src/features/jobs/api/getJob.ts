import type { JobDetail } from '@cms/contract/jobs'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobsKeys } from './queryKeys'

/** GET /api/jobs/{slug} */
export const getJob = (slug: string) => apiRequest<JobDetail>('GET', jobsKeys.detail(slug)[0])

export const jobQueryOptions = (slug: string) => queryOptions({ queryKey: jobsKeys.detail(slug), queryFn: () => getJob(slug) })

export const useJob = (slug: string) => useQuery(jobQueryOptions(slug))
