import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

/** POST /api/alerts/confirm with the token of the confirmation link. */
export const confirmAlert = (token: string) => apiCall('postAlertsConfirm', { body: { token } })

export const useConfirmAlert = () => useMutation({ mutationFn: confirmAlert })
