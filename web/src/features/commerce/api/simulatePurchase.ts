import type { SimulatePurchaseResponse } from '@cms/contract/commerce'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

export const simulatePurchase = (email: string) => apiRequest<SimulatePurchaseResponse>('POST', '/api/test/simulate-purchase', { email })

export const useSimulatePurchase = () => useMutation({ mutationFn: simulatePurchase })
