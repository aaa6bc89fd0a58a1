import type { LinkCheckOverview, LinkCheckQueued } from '@cms/contract/admin'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { adminKeys } from './queryKeys'

export const getLinkCheckOverview = () => apiRequest<LinkCheckOverview>('GET', '/api/admin/link-check')

export const linkCheckQueryOptions = () => queryOptions({ queryKey: adminKeys.linkCheck(), queryFn: getLinkCheckOverview, retry: false })

export const useLinkCheckOverview = () => useQuery(linkCheckQueryOptions())

/** POST /api/admin/link-check: start a pass now (it runs for minutes; the panel is refreshed by hand). */
export const runLinkCheck = () => apiRequest<LinkCheckQueued>('POST', '/api/admin/link-check', {})

export function useRunLinkCheck() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: runLinkCheck, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.linkCheck() }) })
}
