import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiQueryOptions } from '@web/lib/api/client'

/** GET /api/companies: the companies with live jobs (`q`, `page`). */
export const companiesQueryOptions = (qs: string) => queryOptions({ ...apiQueryOptions('getCompanies', { query: qs }), placeholderData: keepPreviousData })

export const useCompanies = (qs: string) => useQuery(companiesQueryOptions(qs))

/** GET /api/companies/{slug} with the list's filters, page and sort. */
export const companyPageQueryOptions = (slug: string, qs: string) =>
  queryOptions({ ...apiQueryOptions('getCompaniesSlug', { params: { slug }, query: qs }), placeholderData: keepPreviousData })

export const useCompanyPage = (slug: string, qs: string) => useQuery(companyPageQueryOptions(slug, qs))
