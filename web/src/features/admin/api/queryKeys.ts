/** Query keys of the admin feature; the first element is the URL. */
export const adminKeys = {
  apiConfig: () => ['/api/admin/api-config'] as const,
  apiStatus: () => ['/api/admin/api-status'] as const,
  guideInfo: () => ['/api/admin/guide-info'] as const,
  newsletterCount: () => ['/api/newsletter/test-count'] as const,
  ingestionRuns: () => ['/api/admin/ingest'] as const,
  linkCheck: () => ['/api/admin/link-check'] as const,
}
