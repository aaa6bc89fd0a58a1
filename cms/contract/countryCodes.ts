import english from 'i18n-iso-countries/langs/en.json'

/**
 * The English names of the maintained package the server's `country` filter checks against, read from its data
 * file alone: the package's module would bring its code tables and a diacritics library into every job page's
 * script. A name is a string, or a list of names.
 */
const NAMES: Record<string, string | string[]> = english.countries

/**
 * Every ISO 3166-1 alpha-2 code, so the "Where do you live?" chooser offers exactly the codes the API accepts
 * (countryCodes.test.ts checks them against the package's own list).
 */
export const COUNTRY_CODES: readonly string[] = Object.keys(NAMES).sort()

/**
 * A country's English name, the second of its names where the data has several (as the package's `alias`), so the server
 * and every browser write the same name. Intl.DisplayNames does not: its region names follow each runtime's
 * CLDR version, and a server-rendered list the browser names differently fails hydration.
 */
export function englishCountryName(code: string): string {
  const name = NAMES[code]
  return (Array.isArray(name) ? (name[1] ?? name[0]) : name) ?? code
}
