import type { ConfirmSuccessResponse } from '@cms/contract/commerce'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

export const confirmSuccess = (input: { sessionId: string; email: string }) =>
  apiRequest<ConfirmSuccessResponse>('POST', '/api/checkout/confirm-success', input)

export const useConfirmSuccess = () => useMutation({ mutationFn: confirmSuccess })
