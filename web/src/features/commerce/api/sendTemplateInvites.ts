import type { SendInvitesResponse } from '@cms/contract/commerce'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'

export const sendTemplateInvites = (input: { email: string; session_id: string }) =>
  apiRequest<SendInvitesResponse>('POST', '/api/notion-templates/send-invites', input)

export const useSendTemplateInvites = () => useMutation({ mutationFn: sendTemplateInvites })
