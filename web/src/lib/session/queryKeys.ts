export const accountKeys = {
  session: () => ['/api/auth/session'] as const,
  savedJobs: () => ['/api/saved-jobs'] as const,
}
