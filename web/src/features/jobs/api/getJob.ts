import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

/** GET /api/jobs/{slug} */
export const jobQueryOptions = (slug: string) => queryOptions(apiQueryOptions('getJobsSlug', { params: { slug } }))

export const useJob = (slug: string) => useQuery(jobQueryOptions(slug))
