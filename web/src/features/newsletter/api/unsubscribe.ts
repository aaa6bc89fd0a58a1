import type { UnsubscribeResponse } from '@cms/contract/newsletter'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

/** POST /api/newsletter/unsubscribe with the signed token from the e-mail's link. */
export const unsubscribe = (token: string) => apiRequest<UnsubscribeResponse>('POST', '/api/newsletter/unsubscribe', { token })

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe })
