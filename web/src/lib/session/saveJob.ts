import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import type { SaveJobResponse } from '@cms/contract/accounts'
import { accountKeys } from './queryKeys'

export const saveJob = (jobSlug: string) => apiRequest<SaveJobResponse>('POST', '/api/auth/save-job', { jobSlug })
export const unsaveJob = (jobSlug: string) => apiRequest<SaveJobResponse>('POST', '/api/auth/unsave-job', { jobSlug })

/** Save or unsave a job by slug; the server's user replaces the cached session user (spec 1 §4). */
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
