import type { DeleteAccountBody } from '@cms/contract/accountData'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall, apiUrl } from '@web/lib/api/client'
import { accountKeys } from '@web/lib/session/queryKeys'

/** GET /api/auth/export: a plain link, so the browser downloads the attachment itself. */
export const accountExportUrl = () => apiUrl('getAuthExport')

/** POST /api/auth/delete-account: on success the session is gone, so the cached user and saved jobs go too. */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DeleteAccountBody) => apiCall('postAuthDeleteAccount', { body: input }),
    onSuccess: () => {
      queryClient.setQueryData(accountKeys.session(), null)
      queryClient.removeQueries({ queryKey: accountKeys.savedJobs() })
    },
  })
}
