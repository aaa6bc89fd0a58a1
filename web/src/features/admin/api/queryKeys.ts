import { apiQueryKey } from '@web/lib/api/client'
/** Query keys of the admin feature; the first element is the URL. */
export const adminKeys = {
  apiConfig: () => apiQueryKey('getAdminApiConfig'),
  apiStatus: () => apiQueryKey('getAdminApiStatus'),
  guideInfo: () => apiQueryKey('getAdminGuideInfo'),
  newsletterCount: () => apiQueryKey('getNewsletterTestCount'),
  ingestionRuns: () => apiQueryKey('getAdminIngest'),
  linkCheck: () => apiQueryKey('getAdminLinkCheck'),
  jobBoards: () => apiQueryKey('getAdminJobBoards'),
  jobPostReview: () => apiQueryKey('getAdminJobPostReview'),
}
