import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

export const toolkitToolsQueryOptions = () => queryOptions(apiQueryOptions('getToolkitTools'))

export const useToolkitTools = () => useQuery(toolkitToolsQueryOptions())
