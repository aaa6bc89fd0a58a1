import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions, mapAnswer } from '@web/lib/api/client'

/** GET /api/keywords/blogs?limit= -> { success, blogs } */
export const keywordBlogsQueryOptions = (limit = 5) =>
  queryOptions(mapAnswer(apiQueryOptions('getKeywordsBlogs', { query: { limit } }), (answer) => answer.blogs))

export const useKeywordBlogs = (limit = 5) => useQuery(keywordBlogsQueryOptions(limit))
