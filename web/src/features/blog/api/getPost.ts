import type { BlogPost } from '@contract/blog'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/apiClient'
import { blogKeys } from './queryKeys'

export const getPost = (slug: string) => apiRequest<BlogPost>('GET', blogKeys.post(slug)[0])

export const postQueryOptions = (slug: string) => queryOptions({ queryKey: blogKeys.post(slug), queryFn: () => getPost(slug) })

export const usePost = (slug: string) => useQuery(postQueryOptions(slug))
