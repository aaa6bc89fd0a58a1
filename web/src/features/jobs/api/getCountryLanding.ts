import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions, mapAnswer } from '@web/lib/api/client'

/** GET /api/remote-jobs-from/{slug} with the list's filters, page and sort. */
export const countryLandingQueryOptions = (slug: string, qs: string) =>
  queryOptions({ ...apiQueryOptions('getRemoteJobsFromSlug', { params: { slug }, query: qs }), placeholderData: keepPreviousData })

export const useCountryLanding = (slug: string, qs: string) => useQuery(countryLandingQueryOptions(slug, qs))

/** GET /api/remote-jobs-from: the countries with a landing page (linked from the location pages). */
export const landingCountriesQueryOptions = () =>
  queryOptions({ ...mapAnswer(apiQueryOptions('getRemoteJobsFrom'), (answer) => answer.countries), staleTime: 5 * 60 * 1000 })

export const useLandingCountries = () => useQuery(landingCountriesQueryOptions())
