import english from 'i18n-iso-countries/langs/en.json'

/**
 * The English names of the maintained package the server's `country` filter checks against, read from its data
 * file alone: the package's module would bring its code tables and a diacritics library into every job page's
 * script. A name is a string, or a list of names.
 */
const NAMES: Record<string, string | string[]> = english.countries

/** Every ISO 3166-1 alpha-2 code, written out (countryCodes.test.ts checks them against the package's own list). */
export { COUNTRY_CODES } from './countryCodeList'

const alias = (name: string | string[]) => (Array.isArray(name) ? (name[1] ?? name[0]!) : name)

/** Short names that stand for more than one place ("Congo" for both CG and CD): such places keep their full names. */
const SHARED_ALIASES = new Set(
  Object.values(NAMES)
    .map(alias)
    .filter((name, index, all) => all.indexOf(name) !== index),
)

/**
 * A country's English name, the second of its names where the data has several (as the package's `alias`), so the server
 * and every browser write the same name. Intl.DisplayNames does not: its region names follow each runtime's
 * CLDR version, and a server-rendered list the browser names differently fails hydration. An alias two places
 * share gives way to each one's first name ("Republic of the Congo", "Democratic Republic of the Congo").
 */
export function englishCountryName(code: string): string {
  const name = NAMES[code]
  if (name === undefined) return code
  const short = alias(name)
  return SHARED_ALIASES.has(short) && Array.isArray(name) ? name[0]! : short
}

/**
 * Codes of places without a permanent population (Antarctica, Bouvet Island, Heard and McDonald Islands, South
 * Georgia, the French Southern Territories, the US Minor Outlying Islands, the British Indian Ocean Territory):
 * nobody lives there to work from them, so they get no landing page and are not offered as where one lives.
 */
export const UNINHABITED_COUNTRY_CODES: ReadonlySet<string> = new Set(['AQ', 'BV', 'GS', 'HM', 'IO', 'TF', 'UM'])

/** Places people live: every code but the uninhabited ones. */
export const isInhabited = (code: string) => !UNINHABITED_COUNTRY_CODES.has(code)
