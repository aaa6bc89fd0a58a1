import type { BlogPostList } from '@cms/contract/blog'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { blogKeys } from './queryKeys'

export const getFeaturedPosts = () => apiRequest<BlogPostList>('GET', '/api/blog/featured')

export const featuredPostsQueryOptions = () => queryOptions({ queryKey: blogKeys.featured(), queryFn: getFeaturedPosts })

export const useFeaturedPosts = (enabled = true) => useQuery({ ...featuredPostsQueryOptions(), enabled })
