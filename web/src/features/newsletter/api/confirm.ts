import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

/** POST /api/newsletter/confirm with the signed token from the confirmation e-mail. */
export const confirmSubscription = (token: string) => apiCall('postNewsletterConfirm', { body: { token } })

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscription })
