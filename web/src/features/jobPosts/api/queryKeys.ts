export const jobPostKeys = {
  tiers: () => ['/api/job-posts/tiers'] as const,
  managed: (token: string) => ['/api/job-posts/manage', token] as const,
}
