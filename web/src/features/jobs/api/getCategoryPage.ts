import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

/** GET /api/categories/{slug} with the list's filters, page and sort. */
export const categoryPageQueryOptions = (slug: string, qs: string) =>
  queryOptions({ ...apiQueryOptions('getCategoriesSlug', { params: { slug }, query: qs }), placeholderData: keepPreviousData })

export const useCategoryPage = (slug: string, qs: string) => useQuery(categoryPageQueryOptions(slug, qs))
