import type { BlogPostList } from '@cms/contract/blog'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { blogKeys } from '@web/lib/blog/queryKeys'

export const getPosts = () => apiRequest<BlogPostList>('GET', '/api/blog/posts')

export const postsQueryOptions = () => queryOptions({ queryKey: blogKeys.posts(), queryFn: getPosts })

export const usePosts = () => useQuery(postsQueryOptions())
