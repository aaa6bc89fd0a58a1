import type { SubscribeResponse } from '@cms/contract/newsletter'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

/** POST /api/newsletter/confirm with the signed token from the confirmation e-mail. */
export const confirmSubscription = (token: string) => apiRequest<SubscribeResponse>('POST', '/api/newsletter/confirm', { token })

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscription })
