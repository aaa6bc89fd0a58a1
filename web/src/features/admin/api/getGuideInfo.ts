import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

export const getGuideInfo = () => apiCall('getAdminGuideInfo')

export const guideInfoQueryOptions = () => queryOptions({ queryKey: adminKeys.guideInfo(), queryFn: getGuideInfo, retry: false })

export const useGuideInfo = () => useQuery(guideInfoQueryOptions())
