import type { CheckoutSessionResponse } from '@cms/contract/commerce'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

export const createCheckoutSession = (email: string) =>
  apiRequest<CheckoutSessionResponse>('POST', '/api/checkout/create-checkout-session', { email })

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession })
