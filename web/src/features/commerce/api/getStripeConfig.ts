import { queryOptions, useQuery } from '@tanstack/react-query'
import { commerceKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

export const getStripeConfig = () => apiCall('getStripeConfig')

export const stripeConfigQueryOptions = () => queryOptions({ queryKey: commerceKeys.stripeConfig(), queryFn: getStripeConfig })

export const useStripeConfig = () => useQuery(stripeConfigQueryOptions())
