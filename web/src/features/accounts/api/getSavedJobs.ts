import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountKeys } from '@web/lib/session/queryKeys'
import { apiCall } from '@web/lib/api/client'

export const getSavedJobs = async () => (await apiCall('getSavedJobs')).jobs

export const savedJobsQueryOptions = () => queryOptions({ queryKey: accountKeys.savedJobs(), queryFn: getSavedJobs })

/** The signed-in user's saved jobs (ask only when signed in; retried once). */
export function useSavedJobs() {
  return useQuery({ ...savedJobsQueryOptions(), retry: 1 })
}
