import countries from 'i18n-iso-countries'

/**
 * Every ISO 3166-1 alpha-2 code, from the maintained package the server's `country` filter checks against,
 * so the "Where do you live?" chooser offers exactly the codes the API accepts.
 */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort()
