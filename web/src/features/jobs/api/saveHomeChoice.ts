import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SessionUser } from '@cms/contract/accounts'
import { apiRequest } from '@web/lib/apiClient'
import { accountKeys } from '@web/lib/session/queryKeys'
import type { WhereYouLive } from '@web/lib/jobs/whereYouLive'

/** Saves a signed-in user's "Where do you live?" in their profile (PATCH /api/auth/profile carries only these two). */
export function useSaveHomeChoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (choice: WhereYouLive) => (await apiRequest<{ user: SessionUser }>('PATCH', '/api/auth/profile', { homeCountry: choice.country, homeTz: choice.tz })).user,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.session(), user),
  })
}
