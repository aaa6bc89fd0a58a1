import type { BlogPost } from '@cms/contract/blog'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { blogKeys } from '@web/lib/blog/queryKeys'

/** One post; with `preview` (the signed token of the CMS's Preview link, or any value for a signed-in editor) its latest draft. */
export const getPost = (slug: string, preview?: string | null) => apiRequest<BlogPost>('GET', blogKeys.post(slug, preview)[0])

export const postQueryOptions = (slug: string, preview?: string | null) =>
  queryOptions({ queryKey: blogKeys.post(slug, preview), queryFn: () => getPost(slug, preview) })

export const usePost = (slug: string, preview?: string | null) => useQuery(postQueryOptions(slug, preview))
