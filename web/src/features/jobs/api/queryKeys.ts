import type { SalarySubject } from '@cms/contract/salaryDistribution'
import { apiQueryKey } from '@web/lib/api/client'
const KEYWORD_CALLS = { jobs: 'getKeywordsJobs', locations: 'getKeywordsLocations', blogs: 'getKeywordsBlogs' } as const

/** Query keys of the jobs feature; the first element is the URL (the default fetcher's rule). */
export const jobsKeys = {
  list: (qs: string) => apiQueryKey('getJobs', { query: qs }),
  search: (qs: string) => apiQueryKey('getSearch', { query: qs }),
  detail: (slug: string) => apiQueryKey('getJobsSlug', { params: { slug } }),
  category: (slug: string, qs: string) => apiQueryKey('getCategoriesSlug', { params: { slug }, query: qs }),
  location: (slug: string, qs: string) => apiQueryKey('getLocationsSlug', { params: { slug }, query: qs }),
  countryLanding: (slug: string, qs: string) => apiQueryKey('getRemoteJobsFromSlug', { params: { slug }, query: qs }),
  landingCountries: () => apiQueryKey('getRemoteJobsFrom'),
  companies: (qs: string) => apiQueryKey('getCompanies', { query: qs }),
  company: (slug: string, qs: string) => apiQueryKey('getCompaniesSlug', { params: { slug }, query: qs }),
  salaryDistribution: ({ kind, slug }: SalarySubject) => apiQueryKey('getSalaryDistribution', { query: { [kind]: slug } }),
  keywords: (kind: 'jobs' | 'locations' | 'blogs', limit: number) => apiQueryKey(KEYWORD_CALLS[kind], { query: { limit } }),
}
