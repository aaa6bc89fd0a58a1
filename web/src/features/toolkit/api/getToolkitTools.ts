import type { ToolkitToolList } from '@contract/toolkit'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/apiClient'
import { toolkitKeys } from './queryKeys'

export const getToolkitTools = () => apiRequest<ToolkitToolList>('GET', '/api/toolkit/tools')

export const toolkitToolsQueryOptions = () => queryOptions({ queryKey: toolkitKeys.tools(), queryFn: getToolkitTools })

export const useToolkitTools = () => useQuery(toolkitToolsQueryOptions())
