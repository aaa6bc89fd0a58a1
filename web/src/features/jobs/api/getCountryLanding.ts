import type { CountryLandingResponse, LandingCountry } from '@cms/contract/jobs'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobsKeys } from './queryKeys'

/** GET /api/remote-jobs-from/{slug} with the list's filters, page and sort. */
export const countryLandingQueryOptions = (slug: string, qs: string) =>
  queryOptions({
    queryKey: jobsKeys.countryLanding(slug, qs),
    queryFn: () => apiRequest<CountryLandingResponse>('GET', jobsKeys.countryLanding(slug, qs)[0]),
    placeholderData: keepPreviousData,
  })

export const useCountryLanding = (slug: string, qs: string) => useQuery(countryLandingQueryOptions(slug, qs))

/** GET /api/remote-jobs-from: the countries with a landing page (linked from the location pages). */
export const landingCountriesQueryOptions = () =>
  queryOptions({
    queryKey: jobsKeys.landingCountries(),
    queryFn: async () => (await apiRequest<{ countries: LandingCountry[] }>('GET', jobsKeys.landingCountries()[0])).countries,
    staleTime: 5 * 60 * 1000,
  })

export const useLandingCountries = () => useQuery(landingCountriesQueryOptions())
