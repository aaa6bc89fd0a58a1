import type { BlogPost } from '@cms/contract/blog'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { blogKeys } from '@web/lib/blog/queryKeys'

export const getPost = (slug: string) => apiRequest<BlogPost>('GET', blogKeys.post(slug)[0])

export const postQueryOptions = (slug: string) => queryOptions({ queryKey: blogKeys.post(slug), queryFn: () => getPost(slug) })

export const usePost = (slug: string) => useQuery(postQueryOptions(slug))
