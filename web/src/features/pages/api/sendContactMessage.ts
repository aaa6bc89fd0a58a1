import type { ContactRequest } from '@cms/contract/contact'
import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

/** POST /api/contact */
export const sendContactMessage = (input: ContactRequest) => apiCall('postContact', { body: input })

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage })
