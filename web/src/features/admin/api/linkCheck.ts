import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

export const getLinkCheckOverview = () => apiCall('getAdminLinkCheck')

export const linkCheckQueryOptions = () => queryOptions({ queryKey: adminKeys.linkCheck(), queryFn: getLinkCheckOverview, retry: false })

export const useLinkCheckOverview = () => useQuery(linkCheckQueryOptions())

/** POST /api/admin/link-check: start a pass now (it runs for minutes; the panel is refreshed by hand). */
export const runLinkCheck = () => apiCall('postAdminLinkCheck')

export function useRunLinkCheck() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: runLinkCheck, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.linkCheck() }) })
}
