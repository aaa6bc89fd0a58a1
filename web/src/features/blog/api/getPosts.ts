import type { BlogPostList } from '@contract/blog'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/apiClient'
import { blogKeys } from './queryKeys'

export const getPosts = () => apiRequest<BlogPostList>('GET', '/api/blog/posts')

export const postsQueryOptions = () => queryOptions({ queryKey: blogKeys.posts(), queryFn: getPosts })

export const usePosts = () => useQuery(postsQueryOptions())
