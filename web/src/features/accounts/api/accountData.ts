import type { DeleteAccountBody } from '@cms/contract/accountData'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall, apiUrl } from '@web/lib/api/client'
import { accountKeys } from '@web/lib/session/queryKeys'

/** GET /api/auth/export: a plain link, so the browser downloads the attachment itself. */
export const accountExportUrl = () => apiUrl('getAuthExport')

/** POST /api/auth/delete-account: on success the session is gone, so the cached user and saved jobs go too. */
/**
 * onDeleted runs, and its navigation ends, before the session is cleared: on the profile a cleared session
 * redirects to /auth, and that navigation would replace the one home.
 */
export function useDeleteAccount(onDeleted: (message: string) => Promise<void> | void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: DeleteAccountBody) => apiCall('postAuthDeleteAccount', { body: input }),
    onSuccess: async ({ message }) => {
      await onDeleted(message)
      queryClient.setQueryData(accountKeys.session(), null)
      queryClient.removeQueries({ queryKey: accountKeys.savedJobs() })
    },
  })
}
