import { titleCase } from '@web/lib/titleCase'

export const DEFAULT_SEARCH_TITLE = 'Remote Jobs for Digital Nomads'

/** Search heading: '{q} Remote Jobs' plus ' in {location}', title-cased; else the default. */
export function searchTitle(q: string | null | undefined, location: string | null | undefined): string {
  const query = titleCase(q ?? '')
  const place = titleCase(location ?? '')
  if (!query && !place) return DEFAULT_SEARCH_TITLE
  return `${query ? `${query} ` : ''}Remote Jobs${place ? ` in ${place}` : ''}`
}
