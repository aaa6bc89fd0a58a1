import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

export const sitePageQueryOptions = (slug: string) => queryOptions(apiQueryOptions('getPagesSlug', { params: { slug } }))

export const useSitePage = (slug: string) => useQuery(sitePageQueryOptions(slug))
