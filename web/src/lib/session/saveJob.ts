import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'
import { accountKeys } from './queryKeys'

export const saveJob = (jobSlug: string) => apiCall('postAuthSaveJob', { body: { jobSlug } })
export const unsaveJob = (jobSlug: string) => apiCall('postAuthUnsaveJob', { body: { jobSlug } })

/** Save or unsave a job by slug; the server's user replaces the cached session user. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ jobSlug, save }: { jobSlug: string; save: boolean }) => (save ? saveJob(jobSlug) : unsaveJob(jobSlug)),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(accountKeys.session(), user)
      void queryClient.invalidateQueries({ queryKey: accountKeys.savedJobs() })
    },
  })
}
