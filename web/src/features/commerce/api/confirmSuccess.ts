import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

export const confirmSuccess = (input: { sessionId: string; email: string }) =>
  apiCall('postCheckoutConfirmSuccess', { body: input })

export const useConfirmSuccess = () => useMutation({ mutationFn: confirmSuccess })
