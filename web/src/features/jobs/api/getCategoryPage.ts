import type { CategoryPageResponse } from '@cms/contract/jobs'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobsKeys } from './queryKeys'

/** GET /api/categories/{slug} with the list's filters, page and sort. */
export const getCategoryPage = (slug: string, qs: string) => apiRequest<CategoryPageResponse>('GET', jobsKeys.category(slug, qs)[0])

export const categoryPageQueryOptions = (slug: string, qs: string) =>
  queryOptions({ queryKey: jobsKeys.category(slug, qs), queryFn: () => getCategoryPage(slug, qs), placeholderData: keepPreviousData })

export const useCategoryPage = (slug: string, qs: string) => useQuery(categoryPageQueryOptions(slug, qs))
