import type { UpdateProfileBody } from '@cms/contract/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import type { SessionUser } from '@cms/contract/accounts'
import { accountKeys } from '@web/lib/session/queryKeys'

export const updateProfile = async (input: UpdateProfileBody) => (await apiRequest<{ user: SessionUser }>('PATCH', '/api/auth/profile', input)).user

/** Saves the profile on the server and puts the answer in the session cache (the header's name follows). */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.session(), user),
  })
}
