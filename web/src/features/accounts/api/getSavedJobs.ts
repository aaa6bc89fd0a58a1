import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SavedJobDto } from '@cms/contract/accounts'
import { apiRequest } from '@web/lib/apiClient'
import { accountKeys } from '@web/lib/session/queryKeys'

export const getSavedJobs = async () => (await apiRequest<{ jobs: SavedJobDto[] }>('GET', '/api/saved-jobs')).jobs

export const savedJobsQueryOptions = () => queryOptions({ queryKey: accountKeys.savedJobs(), queryFn: getSavedJobs })

/** The signed-in user's saved jobs (ask only when signed in; retried once). */
export function useSavedJobs() {
  return useQuery({ ...savedJobsQueryOptions(), retry: 1 })
}
