/** Query keys of the taxonomy feature; the first element is the URL (the default fetcher's rule). */
export const taxonomyKeys = {
  categories: () => ['/api/categories'] as const,
  locations: () => ['/api/locations'] as const,
}
