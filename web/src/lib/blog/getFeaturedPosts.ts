import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

export const featuredPostsQueryOptions = () => queryOptions(apiQueryOptions('getBlogFeatured'))

export const useFeaturedPosts = (enabled = true) => useQuery({ ...featuredPostsQueryOptions(), enabled })
