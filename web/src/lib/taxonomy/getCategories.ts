import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

export const categoriesQueryOptions = () => queryOptions(apiQueryOptions('getCategories'))

export const useCategories = () => useQuery(categoriesQueryOptions())
