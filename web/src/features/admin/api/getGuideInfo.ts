import type { GuideInfo } from '@cms/contract/admin'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { adminKeys } from './queryKeys'

export const getGuideInfo = () => apiRequest<GuideInfo>('GET', '/api/admin/guide-info')

export const guideInfoQueryOptions = () => queryOptions({ queryKey: adminKeys.guideInfo(), queryFn: getGuideInfo, retry: false })

export const useGuideInfo = () => useQuery(guideInfoQueryOptions())
