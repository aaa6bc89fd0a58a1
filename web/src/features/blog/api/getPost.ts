import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

/** One post; with `preview` (the signed token of the CMS's Preview link, or any value for a signed-in editor) its latest draft. */
export const postQueryOptions = (slug: string, preview?: string | null) =>
  queryOptions(apiQueryOptions('getBlogPostSlug', { params: { slug }, query: { preview: preview ?? undefined } }))

export const usePost = (slug: string, preview?: string | null) => useQuery(postQueryOptions(slug, preview))
