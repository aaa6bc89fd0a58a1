import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

/** POST /api/newsletter/unsubscribe with the signed token from the e-mail's link. */
export const unsubscribe = (token: string) => apiCall('postNewsletterUnsubscribe', { body: { token } })

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe })
