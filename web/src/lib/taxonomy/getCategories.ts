import type { CategoryItem } from '@cms/contract/taxonomy'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { taxonomyKeys } from './queryKeys'

export const getCategories = () => apiRequest<CategoryItem[]>('GET', '/api/categories')

export const categoriesQueryOptions = () => queryOptions({ queryKey: taxonomyKeys.categories(), queryFn: getCategories })

export const useCategories = () => useQuery(categoriesQueryOptions())
