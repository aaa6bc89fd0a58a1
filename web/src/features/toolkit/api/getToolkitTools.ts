import { queryOptions, useQuery } from '@tanstack/react-query'
import { toolkitKeys } from './queryKeys'
import { apiCall } from '@web/lib/api/client'

export const getToolkitTools = () => apiCall('getToolkitTools')

export const toolkitToolsQueryOptions = () => queryOptions({ queryKey: toolkitKeys.tools(), queryFn: getToolkitTools })

export const useToolkitTools = () => useQuery(toolkitToolsQueryOptions())
