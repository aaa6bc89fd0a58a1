import countries from 'i18n-iso-countries'
import type { EligibilityRegion } from '@cms/contract/eligibilityValues'
import { COUNTRY_GROUPS } from '@cms/contract/regionCountries'
import { PLACE_COUNTRY } from './places'

/** What a phrase of a location line means. `place`: a state or city, standing for its country. */
export type Term =
  | { kind: 'country'; code: string }
  | { kind: 'place'; code: string }
  | { kind: 'group'; codes: readonly string[] }
  | { kind: 'region'; region: EligibilityRegion }
  | { kind: 'worldwide' }
  /** Starts a clause of places the posting rules out ("except", "excluding", "not in"). */
  | { kind: 'exclude' }
  /** "anywhere but", "worldwide except": anyone, minus what follows. */
  | { kind: 'worldwideExcept' }

export const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')

const REGION_PHRASES: Record<string, EligibilityRegion> = {
  europe: 'europe', european: 'europe', 'european union': 'eu', 'eu countries': 'eu', 'eu member states': 'eu',
  emea: 'emea', americas: 'americas', 'the americas': 'americas', 'north america': 'north-america', 'north american': 'north-america',
  'northern america': 'north-america', latam: 'latam', 'latin america': 'latam', 'latin american': 'latam', 'south and central america': 'latam',
  apac: 'apac', 'asia pacific': 'apac', 'asia pac': 'apac', asia: 'asia', africa: 'africa', african: 'africa', oceania: 'oceania',
  'middle east': 'middle-east', nordics: 'nordics', nordic: 'nordics', 'nordic countries': 'nordics',
}

const GROUP_PHRASES: Record<string, readonly string[]> = {
  eea: COUNTRY_GROUPS.eea!, dach: COUNTRY_GROUPS.dach!, benelux: COUNTRY_GROUPS.benelux!, baltics: COUNTRY_GROUPS.baltics!,
  'baltic states': COUNTRY_GROUPS.baltics!, scandinavia: COUNTRY_GROUPS.scandinavia!, iberia: COUNTRY_GROUPS.iberia!,
  'iberian peninsula': COUNTRY_GROUPS.iberia!, balkans: COUNTRY_GROUPS.balkans!, cee: COUNTRY_GROUPS.cee!,
  'central and eastern europe': COUNTRY_GROUPS.cee!, 'central eastern europe': COUNTRY_GROUPS.cee!, 'central europe': COUNTRY_GROUPS.centralEurope!,
  'western europe': COUNTRY_GROUPS.westernEurope!, 'eastern europe': COUNTRY_GROUPS.easternEurope!,
  'southern europe': COUNTRY_GROUPS.southernEurope!, 'northern europe': COUNTRY_GROUPS.northernEurope!,
  'south america': COUNTRY_GROUPS.southAmerica!, 'central america': COUNTRY_GROUPS.centralAmerica!, caribbean: COUNTRY_GROUPS.caribbean!,
  'southeast asia': COUNTRY_GROUPS.southeastAsia!, 'south east asia': COUNTRY_GROUPS.southeastAsia!,
  'south asia': COUNTRY_GROUPS.southAsia!, 'east asia': COUNTRY_GROUPS.eastAsia!, 'central asia': COUNTRY_GROUPS.centralAsia!,
  anz: COUNTRY_GROUPS.anz!, gcc: COUNTRY_GROUPS.gcc!, mena: COUNTRY_GROUPS.mena!,
}

/** Names the package spells differently from postings (its own names are all read too). */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US', 'united states': 'US', america: 'US', 'the states': 'US', 'united kingdom': 'GB', 'great britain': 'GB',
  czech: 'CZ', korea: 'KR', 'south korea': 'KR', russia: 'RU', turkiye: 'TR', turkey: 'TR', laos: 'LA', syria: 'SY', moldova: 'MD',
  macedonia: 'MK', bosnia: 'BA', 'bosnia and herzegovina': 'BA', 'cape verde': 'CV', swaziland: 'SZ', burma: 'MM', 'east timor': 'TL',
  vatican: 'VA', kosovo: 'XK', emirates: 'AE', brasil: 'BR', philippines: 'PH', phillipines: 'PH', 'hong kong': 'HK', macau: 'MO',
  iran: 'IR', venezuela: 'VE', bolivia: 'BO', tanzania: 'TZ', palestine: 'PS', taiwan: 'TW', vietnam: 'VN', 'viet nam': 'VN',
  'czech republic': 'CZ', 'republic of ireland': 'IE', 'the netherlands': 'NL', 'the uk': 'GB', 'the us': 'US', 'the usa': 'US',
  'puerto rico': 'PR', singapore: 'SG',
}

/** Upper-case only ("US", "EU"): in lower case these are ordinary words ("join us"). */
export const UPPER_CASE_TERMS: Record<string, Term> = {
  US: { kind: 'country', code: 'US' },
  UK: { kind: 'country', code: 'GB' },
  GB: { kind: 'country', code: 'GB' },
  EU: { kind: 'region', region: 'eu' },
  UAE: { kind: 'country', code: 'AE' },
  KSA: { kind: 'country', code: 'SA' },
}

/** Upper-case two-letter tokens that are words or job jargon far more often than countries. */
export const NOT_COUNTRY_CODES = new Set(['IT', 'AI', 'HR', 'QA', 'UI', 'UX', 'PM', 'AM', 'ID', 'OR', 'TO', 'IN', 'NO', 'BE', 'IS', 'AS', 'AT', 'ME', 'MY', 'GO', 'SO', 'DO', 'ML', 'BI', 'PR', 'ET', 'PT', 'CT', 'MT', 'SE', 'FR', 'BS', 'MS', 'TV', 'AD'])

const EXCLUDE_PHRASES = [
  'except', 'except for', 'excluding', 'excl', 'exclude', 'excludes', 'not', 'not in', 'not open to', 'not available in', 'not available to',
  'not eligible', 'cannot hire in', 'cant hire in', 'can not hire in', 'unable to hire in', 'outside', 'outside of', 'outside the', 'no', 'non', 'other than', 'besides',
]
const WORLDWIDE_PHRASES = [
  'worldwide', 'world wide', 'anywhere', 'anywhere in the world', 'global', 'globally', 'global remote', 'all countries', 'any country',
  'any location', 'all locations', 'no location restrictions', 'no location restriction', 'location independent', 'planet earth',
  'international', 'around the world', 'from anywhere', 'work from anywhere',
]

function buildVocabulary(): Map<string, Term> {
  const terms = new Map<string, Term>()
  const add = (phrase: string, term: Term) => terms.set(fold(phrase).toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim(), term)
  for (const [code, names] of Object.entries(countries.getNames('en', { select: 'all' }))) {
    for (const name of names) if (name.replace(/[^a-zA-Z]/g, '').length > 3) add(name, { kind: 'country', code })
    // "Korea, Republic of" also as "Republic of Korea"; "Moldova, Republic of" as "Moldova".
    for (const name of names) if (name.includes(',')) add(name.split(',')[0]!, { kind: 'country', code })
  }
  for (const [phrase, code] of Object.entries(COUNTRY_ALIASES)) add(phrase, { kind: 'country', code })
  for (const [phrase, code] of PLACE_COUNTRY) add(phrase, { kind: 'place', code })
  for (const [phrase, region] of Object.entries(REGION_PHRASES)) add(phrase, { kind: 'region', region })
  for (const [phrase, codes] of Object.entries(GROUP_PHRASES)) add(phrase, { kind: 'group', codes })
  for (const phrase of WORLDWIDE_PHRASES) add(phrase, { kind: 'worldwide' })
  for (const phrase of EXCLUDE_PHRASES) add(phrase, { kind: 'exclude' })
  for (const phrase of ['anywhere but', 'anywhere except', 'worldwide except', 'worldwide excluding', 'globally except', 'global except', 'anywhere outside', 'anywhere outside of', 'anywhere outside the', 'worldwide but']) {
    add(phrase, { kind: 'worldwideExcept' })
  }
  return terms
}

export const VOCABULARY = buildVocabulary()
export const LONGEST_PHRASE = Math.max(...[...VOCABULARY.keys()].map((k) => k.split(' ').length))
