import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions, mapAnswer } from '@web/lib/api/client'

/** GET /api/keywords/locations?limit= -> { success, locations } */
export const keywordLocationsQueryOptions = (limit = 5) =>
  queryOptions(mapAnswer(apiQueryOptions('getKeywordsLocations', { query: { limit } }), (answer) => answer.locations))

export const useKeywordLocations = (limit = 5) => useQuery(keywordLocationsQueryOptions(limit))
