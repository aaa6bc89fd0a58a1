import { formatCount } from '@web/lib/numbers'

export type LocationKind = 'worldwide' | 'americas' | 'europe' | 'asia' | 'other'

export interface LocationLike {
  name: string
  slug: string
  region: string | null
  country?: string | null
}

/** 'Remote Jobs in Europe', but 'Worldwide Remote Jobs' (nobody is 'in Worldwide'). */
export function locationJobsTitle(name: string): string {
  return name.toLowerCase() === 'worldwide' ? 'Worldwide Remote Jobs' : `Remote Jobs in ${name}`
}

/** Which text variant a location gets: Worldwide, Americas, Europe, Asia, other. */
export function locationKind(location: LocationLike): LocationKind {
  if (location.slug === 'worldwide' || location.region === 'Worldwide') return 'worldwide'
  if (location.region === 'Americas') return 'americas'
  if (location.region === 'Europe') return 'europe'
  if (location.region === 'Asia') return 'asia'
  return 'other'
}

/** Coworking spaces quoted in the location text. */
export function coworkingCount(location: LocationLike): number {
  const kind = locationKind(location)
  const country = (location.country ?? location.name).toLowerCase()
  if (kind === 'worldwide') return 0
  if (country === 'united states' || country === 'usa') return 6000
  if (country === 'canada') return 800
  if (kind === 'americas') return 300
  if (country === 'united kingdom' || country === 'uk') return 2800
  if (country === 'germany') return 1900
  if (kind === 'europe') return 600
  if (country === 'japan') return 450
  if (country === 'singapore') return 250
  if (kind === 'asia') return 150
  return 200
}

/** Locations grouped by region for the list page; a missing region goes under 'Global'. */
export function groupByRegion<T extends { region: string | null }>(locations: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const location of locations) {
    const region = location.region || 'Global'
    groups.set(region, [...(groups.get(region) ?? []), location])
  }
  return [...groups.entries()]
}

export interface LocationCopy {
  intro: string
  costOfLiving: string
  timezone: string
  internet: string
  companies: string
  tips: string[]
}

export function locationCopy(location: LocationLike): LocationCopy {
  const kind = locationKind(location)
  const count = coworkingCount(location)
  const name = location.name
  const coworking = count > 0 ? `${name} has around ${formatCount(count)} coworking spaces` : 'Coworking spaces are available in most cities'
  const base: Record<LocationKind, Omit<LocationCopy, 'tips'>> = {
    worldwide: {
      intro: 'Worldwide remote jobs let you work from any country. These companies hire across borders and care about results, not where your laptop is.',
      costOfLiving: 'Pick a base that fits your budget: Southeast Asia, Latin America and Eastern Europe offer a low cost of living with good infrastructure.',
      timezone: 'Most worldwide roles work asynchronously, with a few hours of overlap for meetings.',
      internet: 'Check local speeds before you travel and carry a backup such as a mobile hotspot.',
      companies: 'Fully distributed companies with teams on several continents.',
    },
    americas: {
      intro: `Remote jobs open to people in ${name}: work for companies across North and South America while enjoying the time-zone overlap with US teams.`,
      costOfLiving: 'Costs range widely: major US cities are expensive, while Mexico, Colombia and Brazil offer a lower cost of living for nomads.',
      timezone: 'Americas time zones (UTC-10 to UTC-4) overlap well with US-based teams.',
      internet: 'Fast fibre is common in cities; rural areas can be slower.',
      companies: 'US and Canadian startups and remote-first companies hiring across the continent.',
    },
    europe: {
      intro: `Remote jobs open to people in ${name}: European companies and global teams hiring within European time zones.`,
      costOfLiving: 'Western Europe is pricier; Portugal, Spain and Eastern Europe offer good value with excellent quality of life.',
      timezone: 'European time zones (UTC-1 to UTC+3) overlap with both Asian mornings and American afternoons.',
      internet: 'Internet is reliable and fast across most of Europe, with good mobile data.',
      companies: 'European scale-ups and international companies with EU entities.',
    },
    asia: {
      intro: `Remote jobs open to people in ${name}: a favourite region for digital nomads with vibrant cities and a lower cost of living.`,
      costOfLiving: 'Thailand, Indonesia and Vietnam offer a very low cost of living; Singapore and Japan are pricier.',
      timezone: 'Asian time zones (UTC+5 to UTC+12) suit async teams and companies in Asia-Pacific.',
      internet: 'Big cities have fast connections; islands and rural areas vary, so check before booking.',
      companies: 'Asia-Pacific companies and global remote-first teams.',
    },
    other: {
      intro: `Remote jobs open to people in ${name}: work for international teams from one of the growing nomad destinations.`,
      costOfLiving: 'Costs vary by city; research rent and coworking prices before you arrive.',
      timezone: 'Check the overlap your team expects; many roles are flexible.',
      internet: 'Internet quality varies; coworking spaces are the safest bet.',
      companies: 'International remote-first companies hiring globally.',
    },
  }
  return {
    ...base[kind],
    internet: `${base[kind].internet} ${coworking}.`,
    tips: [
      'Confirm the time-zone overlap the team expects before you apply.',
      'Keep a backup internet connection for calls.',
      'Check visa rules for working remotely in your destination.',
      'Budget for coworking space and health insurance.',
      'Show remote experience and written communication in your application.',
    ],
  }
}
