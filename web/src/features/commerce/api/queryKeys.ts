import { apiQueryKey } from '@web/lib/api/client'
export const commerceKeys = {
  stripeConfig: () => apiQueryKey('getStripeConfig'),
}
