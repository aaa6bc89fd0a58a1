import type { AlertResponse } from '@contract/alerts'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/apiClient'

/** POST /api/alerts/confirm with the token of the confirmation link. */
export const confirmAlert = (token: string) => apiRequest<AlertResponse>('POST', '/api/alerts/confirm', { token })

export const useConfirmAlert = () => useMutation({ mutationFn: confirmAlert })
