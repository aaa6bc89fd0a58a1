import type { CompanyListResponse, CompanyPageResponse } from '@cms/contract/companies'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@web/lib/apiClient'
import { jobsKeys } from './queryKeys'

/** GET /api/companies: the companies with live jobs (`q`, `page`). */
export const companiesQueryOptions = (qs: string) =>
  queryOptions({
    queryKey: jobsKeys.companies(qs),
    queryFn: () => apiRequest<CompanyListResponse>('GET', jobsKeys.companies(qs)[0]),
    placeholderData: keepPreviousData,
  })

export const useCompanies = (qs: string) => useQuery(companiesQueryOptions(qs))

/** GET /api/companies/{slug} with the list's filters, page and sort. */
export const companyPageQueryOptions = (slug: string, qs: string) =>
  queryOptions({
    queryKey: jobsKeys.company(slug, qs),
    queryFn: () => apiRequest<CompanyPageResponse>('GET', jobsKeys.company(slug, qs)[0]),
    placeholderData: keepPreviousData,
  })

export const useCompanyPage = (slug: string, qs: string) => useQuery(companyPageQueryOptions(slug, qs))
