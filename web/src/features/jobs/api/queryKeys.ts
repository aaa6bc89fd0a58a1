/** Query keys of the jobs feature; the first element is the URL (the default fetcher's rule). */
export const jobsKeys = {
  list: (qs: string) => [`/api/jobs${qs ? `?${qs}` : ''}`] as const,
  search: (qs: string) => [`/api/search${qs ? `?${qs}` : ''}`] as const,
  detail: (slug: string) => [`/api/jobs/${encodeURIComponent(slug)}`] as const,
  category: (slug: string, qs: string) => [`/api/categories/${encodeURIComponent(slug)}${qs ? `?${qs}` : ''}`] as const,
  location: (slug: string, qs: string) => [`/api/locations/${encodeURIComponent(slug)}${qs ? `?${qs}` : ''}`] as const,
  countryLanding: (slug: string, qs: string) => [`/api/remote-jobs-from/${encodeURIComponent(slug)}${qs ? `?${qs}` : ''}`] as const,
  landingCountries: () => ['/api/remote-jobs-from'] as const,
  keywords: (kind: 'jobs' | 'locations' | 'blogs', limit: number) => [`/api/keywords/${kind}?limit=${limit}`] as const,
}
