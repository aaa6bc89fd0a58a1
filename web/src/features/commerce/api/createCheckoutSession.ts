import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

export const createCheckoutSession = (email: string) =>
  apiCall('postCheckoutCreateCheckoutSession', { body: { email } })

export const useCreateCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession })
