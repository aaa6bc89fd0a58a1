import type { StripeConfigResponse } from '@cms/contract/commerce'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { commerceKeys } from './queryKeys'

export const getStripeConfig = () => apiRequest<StripeConfigResponse>('GET', '/api/stripe/config')

export const stripeConfigQueryOptions = () => queryOptions({ queryKey: commerceKeys.stripeConfig(), queryFn: getStripeConfig })

export const useStripeConfig = () => useQuery(stripeConfigQueryOptions())
