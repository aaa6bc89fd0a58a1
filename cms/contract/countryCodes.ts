import countries from 'i18n-iso-countries'
import english from 'i18n-iso-countries/langs/en.json'

countries.registerLocale(english)

/**
 * Every ISO 3166-1 alpha-2 code, from the maintained package the server's `country` filter checks against,
 * so the "Where do you live?" chooser offers exactly the codes the API accepts.
 */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort()

/**
 * A country's English name from the package's own data ("South Korea" for KR), so the server and every browser
 * write the same name. Intl.DisplayNames does not: its region names follow each runtime's CLDR version, and a
 * server-rendered list the browser names differently fails hydration.
 */
export const englishCountryName = (code: string): string => countries.getName(code, 'en', { select: 'alias' }) ?? code
