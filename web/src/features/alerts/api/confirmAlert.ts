import type { ConfirmAlertResponse } from '@cms/contract/alerts'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

/** POST /api/alerts/confirm with the token of the confirmation link. */
export const confirmAlert = (token: string) => apiRequest<ConfirmAlertResponse>('POST', '/api/alerts/confirm', { token })

export const useConfirmAlert = () => useMutation({ mutationFn: confirmAlert })
