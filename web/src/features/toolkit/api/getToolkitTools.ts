import type { ToolkitToolList } from '@cms/contract/toolkit'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { toolkitKeys } from './queryKeys'

export const getToolkitTools = () => apiRequest<ToolkitToolList>('GET', '/api/toolkit/tools')

export const toolkitToolsQueryOptions = () => queryOptions({ queryKey: toolkitKeys.tools(), queryFn: getToolkitTools })

export const useToolkitTools = () => useQuery(toolkitToolsQueryOptions())
