import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

export const postsQueryOptions = () => queryOptions(apiQueryOptions('getBlogPosts'))

export const usePosts = () => useQuery(postsQueryOptions())
