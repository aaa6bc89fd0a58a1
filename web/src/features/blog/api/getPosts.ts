import { queryOptions, useQuery } from '@tanstack/react-query'
import { blogKeys } from '@web/lib/blog/queryKeys'
import { apiCall } from '@web/lib/api/client'

export const getPosts = () => apiCall('getBlogPosts')

export const postsQueryOptions = () => queryOptions({ queryKey: blogKeys.posts(), queryFn: getPosts })

export const usePosts = () => useQuery(postsQueryOptions())
