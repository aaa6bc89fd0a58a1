import type { UpdateProfileBody } from '@cms/contract/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountKeys } from '@web/lib/session/queryKeys'
import { apiCall } from '@web/lib/api/client'

export const updateProfile = async (input: UpdateProfileBody) => (await apiCall('patchAuthProfile', { body: input })).user

/** Saves the profile on the server and puts the answer in the session cache (the header's name follows). */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.session(), user),
  })
}
