export const DEFAULT_SEARCH_TITLE = 'Remote Jobs for Digital Nomads'

const words = (value: string) => value.replace(/-/g, ' ').replace(/\s+/g, ' ').trim()

/** Search heading: '{q} Remote Jobs' plus ' in {location}', hyphens as spaces; else the default. */
export function searchTitle(q: string | null | undefined, location: string | null | undefined): string {
  const query = words(q ?? '')
  const place = words(location ?? '')
  if (!query && !place) return DEFAULT_SEARCH_TITLE
  return `${query ? `${query} ` : ''}Remote Jobs${place ? ` in ${place}` : ''}`
}
