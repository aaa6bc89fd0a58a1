import { useMutation } from '@tanstack/react-query'
import { apiCall } from '@web/lib/api/client'

export const sendTemplateInvites = (input: { email: string; session_id: string }) =>
  apiCall('postNotionTemplatesSendInvites', { body: input })

export const useSendTemplateInvites = () => useMutation({ mutationFn: sendTemplateInvites })
