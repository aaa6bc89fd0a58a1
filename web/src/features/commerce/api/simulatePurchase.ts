import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

export const simulatePurchase = (email: string) => apiCall('postTestSimulatePurchase', { body: { email } })

export const useSimulatePurchase = () => useMutation({ mutationFn: simulatePurchase })
