import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountKeys } from '@web/lib/session/queryKeys'
import type { WhereYouLive } from '@web/lib/jobs/whereYouLive'
import { apiCall } from '@web/lib/api/client'

/** Saves a signed-in user's "Where do you live?" in their profile (PATCH /api/auth/profile carries only these two). */
export function useSaveHomeChoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (choice: WhereYouLive) => (await apiCall('patchAuthProfile', { body: { homeCountry: choice.country, homeTz: choice.tz } })).user,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.session(), user),
  })
}
