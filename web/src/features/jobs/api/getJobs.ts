import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

/** GET /api/jobs?category,type,location,experience,salary,timezone,page,limit,sort */
export const jobsQueryOptions = (qs: string) => queryOptions(apiQueryOptions('getJobs', { query: qs }))

export const useJobs = (qs: string) => useQuery(jobsQueryOptions(qs))
