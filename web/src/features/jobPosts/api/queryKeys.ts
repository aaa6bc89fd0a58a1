import { apiQueryKey } from '@web/lib/api/client'
export const jobPostKeys = {
  tiers: () => apiQueryKey('getJobPostsTiers'),
  // The token stays out of the URL a cache or a log might keep; the query function sends it.
  managed: (token: string) => [...apiQueryKey('getJobPostsManage'), token] as const,
  company: (id: number, token: string) => [...apiQueryKey('getJobPostsIdCompany', { params: { id } }), token] as const,
  companyBoards: (id: number, token: string) => [...apiQueryKey('getJobPostsIdCompanyJobBoards', { params: { id } }), token] as const,
}
