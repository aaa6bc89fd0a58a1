import countries from 'i18n-iso-countries'
import english from 'i18n-iso-countries/langs/en.json'

countries.registerLocale(english)

/** Every ISO 3166-1 alpha-2 code (the chooser offers exactly the codes the API accepts). */
export { COUNTRY_CODES } from './countryCodeList'

/**
 * A country's English name from the package's own data ("South Korea" for KR), so the server and every browser
 * write the same name. Intl.DisplayNames does not: its region names follow each runtime's CLDR version, and a
 * server-rendered list the browser names differently fails hydration.
 */
export const englishCountryName = (code: string): string => countries.getName(code, 'en', { select: 'alias' }) ?? code
