import type { SendInvitesResponse } from '@contract/commerce'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/apiClient'

export const sendTemplateInvites = (input: { email: string; session_id: string }) =>
  apiRequest<SendInvitesResponse>('POST', '/api/notion-templates/send-invites', input)

export const useSendTemplateInvites = () => useMutation({ mutationFn: sendTemplateInvites })
