import { groupByRegion } from './locationText'

interface LocationTerm {
  slug: string
  name: string
  region: string | null
}

export interface LocationMenuGroup {
  label: string
  options: { value: string; label: string }[]
}

/** "Worldwide" and the region-less entries ("Anywhere (Flexible)") list the same jobs (see locationReach.ts). */
const isWorldwide = (term: LocationTerm) => !term.region || term.region === 'Worldwide'

/**
 * The search bar's "Where the job is listed" menu: one worldwide choice, then each region with its own entry
 * first ("All of Europe", which lists its countries' jobs too) and its countries.
 */
export function locationMenu(locations: LocationTerm[]): LocationMenuGroup[] {
  const worldwide = locations.find((term) => term.region === 'Worldwide') ?? locations.find(isWorldwide)
  const regions = groupByRegion(locations.filter((term) => !isWorldwide(term))).map(([region, terms]) => ({
    label: region,
    options: [...terms]
      .sort((a, b) => Number(b.name === region) - Number(a.name === region))
      .map((term) => ({ value: term.slug, label: term.name === region ? `All of ${region}` : term.name })),
  }))
  return [...(worldwide ? [{ label: 'Worldwide', options: [{ value: worldwide.slug, label: 'Worldwide (open to anyone)' }] }] : []), ...regions]
}
