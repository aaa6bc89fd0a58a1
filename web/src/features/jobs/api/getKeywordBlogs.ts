import type { KeywordEntry } from '@cms/contract/jobs'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobsKeys } from './queryKeys'

/** GET /api/keywords/blogs?limit= -> { success, blogs } */
export const getKeywordBlogs = async (limit = 5) =>
  (await apiRequest<{ success: boolean; blogs: KeywordEntry[] }>('GET', jobsKeys.keywords('blogs', limit)[0])).blogs

export const keywordBlogsQueryOptions = (limit = 5) => queryOptions({ queryKey: jobsKeys.keywords('blogs', limit), queryFn: () => getKeywordBlogs(limit) })

export const useKeywordBlogs = (limit = 5) => useQuery(keywordBlogsQueryOptions(limit))
