import type { EligibilityRegion } from '@cms/contract/eligibilityValues'

/**
 * Member countries (ISO 3166-1 alpha-2) of the groupings that the country packages do not carry.
 * Reviewed 2026-11-24. Sources:
 * - continents and their subregions: the UN Statistics Division's M49 standard
 *   (https://unstats.un.org/unsd/methodology/m49/), Antarctica and uninhabited territories left out;
 * - EU: the 27 member states (https://european-union.europa.eu/principles-countries-history/eu-countries_en),
 *   so not the UK, Switzerland, Norway or Iceland; EEA adds Iceland, Liechtenstein and Norway;
 * - Middle East: the common job-board usage (Western Asia's Gulf and Levant states, Egypt, Iran, Türkiye, Cyprus);
 * - North America: M49's Northern America plus Mexico, as job postings use it;
 * - APAC: M49's Eastern, South-eastern and Southern Asia plus Oceania; EMEA: Europe, the Middle East and Africa;
 * - Nordics: the Nordic Council's members and territories.
 * `regionCountries.test.ts` checks every code against i18n-iso-countries.
 */
const M49 = {
  easternEurope: ['BY', 'BG', 'CZ', 'HU', 'MD', 'PL', 'RO', 'RU', 'SK', 'UA'],
  northernEurope: ['AX', 'DK', 'EE', 'FO', 'FI', 'GG', 'IS', 'IE', 'IM', 'JE', 'LV', 'LT', 'NO', 'SJ', 'SE', 'GB'],
  southernEurope: ['AL', 'AD', 'BA', 'HR', 'GI', 'GR', 'VA', 'IT', 'MT', 'ME', 'MK', 'PT', 'SM', 'RS', 'SI', 'ES', 'XK'],
  westernEurope: ['AT', 'BE', 'FR', 'DE', 'LI', 'LU', 'MC', 'NL', 'CH'],
  northernAfrica: ['DZ', 'EG', 'LY', 'MA', 'SD', 'TN', 'EH'],
  subSaharanAfrica: [
    'IO', 'BI', 'KM', 'DJ', 'ER', 'ET', 'TF', 'KE', 'MG', 'MW', 'MU', 'YT', 'MZ', 'RE', 'RW', 'SC', 'SO', 'SS', 'UG', 'TZ', 'ZM', 'ZW',
    'AO', 'CM', 'CF', 'TD', 'CG', 'CD', 'GQ', 'GA', 'ST',
    'BW', 'SZ', 'LS', 'NA', 'ZA',
    'BJ', 'BF', 'CV', 'CI', 'GM', 'GH', 'GN', 'GW', 'LR', 'ML', 'MR', 'NE', 'NG', 'SH', 'SN', 'SL', 'TG',
  ],
  caribbean: ['AI', 'AG', 'AW', 'BS', 'BB', 'BQ', 'VG', 'KY', 'CU', 'CW', 'DM', 'DO', 'GD', 'GP', 'HT', 'JM', 'MQ', 'MS', 'PR', 'BL', 'KN', 'LC', 'MF', 'VC', 'SX', 'TT', 'TC', 'VI'],
  centralAmerica: ['BZ', 'CR', 'SV', 'GT', 'HN', 'MX', 'NI', 'PA'],
  southAmerica: ['AR', 'BO', 'BV', 'BR', 'CL', 'CO', 'EC', 'FK', 'GF', 'GY', 'PY', 'PE', 'GS', 'SR', 'UY', 'VE'],
  northernAmerica: ['BM', 'CA', 'GL', 'PM', 'US'],
  centralAsia: ['KZ', 'KG', 'TJ', 'TM', 'UZ'],
  easternAsia: ['CN', 'HK', 'MO', 'KP', 'JP', 'MN', 'KR', 'TW'],
  southEasternAsia: ['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'TL', 'VN'],
  southernAsia: ['AF', 'BD', 'BT', 'IN', 'IR', 'MV', 'NP', 'PK', 'LK'],
  westernAsia: ['AM', 'AZ', 'BH', 'CY', 'GE', 'IQ', 'IL', 'JO', 'KW', 'LB', 'OM', 'QA', 'SA', 'PS', 'SY', 'TR', 'AE', 'YE'],
  oceania: [
    'AU', 'CX', 'CC', 'HM', 'NZ', 'NF', 'FJ', 'NC', 'PG', 'SB', 'VU', 'GU', 'KI', 'MH', 'FM', 'NR', 'MP', 'PW', 'UM',
    'AS', 'CK', 'PF', 'NU', 'PN', 'WS', 'TK', 'TO', 'TV', 'WF',
  ],
}

const europe = [...M49.easternEurope, ...M49.northernEurope, ...M49.southernEurope, ...M49.westernEurope]
const africa = [...M49.northernAfrica, ...M49.subSaharanAfrica]
const latam = [...M49.caribbean, ...M49.centralAmerica, ...M49.southAmerica]
const asia = [...M49.centralAsia, ...M49.easternAsia, ...M49.southEasternAsia, ...M49.southernAsia, ...M49.westernAsia]
const middleEast = ['BH', 'CY', 'EG', 'IR', 'IQ', 'IL', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'AE', 'YE']
const eu = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']

export const REGION_COUNTRIES: Record<EligibilityRegion, readonly string[]> = {
  europe,
  eu,
  emea: [...new Set([...europe, ...middleEast, ...africa])],
  americas: [...latam, ...M49.northernAmerica],
  'north-america': [...M49.northernAmerica, 'MX'],
  latam,
  apac: [...M49.easternAsia, ...M49.southEasternAsia, ...M49.southernAsia, ...M49.oceania],
  asia,
  africa,
  oceania: M49.oceania,
  'middle-east': middleEast,
  nordics: ['DK', 'FI', 'IS', 'NO', 'SE', 'FO', 'GL', 'AX'],
}

/** Named groups that are not regions of the fixed list: they stand for their countries. */
export const COUNTRY_GROUPS: Record<string, readonly string[]> = {
  eea: [...eu, 'IS', 'LI', 'NO'],
  dach: ['DE', 'AT', 'CH'],
  benelux: ['BE', 'NL', 'LU'],
  baltics: ['EE', 'LV', 'LT'],
  scandinavia: ['DK', 'NO', 'SE'],
  iberia: ['ES', 'PT'],
  balkans: ['AL', 'BA', 'BG', 'HR', 'XK', 'ME', 'MK', 'RS', 'SI'],
  cee: ['PL', 'CZ', 'SK', 'HU', 'RO', 'BG', 'HR', 'SI', 'EE', 'LV', 'LT', 'RS', 'BA', 'ME', 'MK', 'AL', 'UA', 'MD'],
  westernEurope: M49.westernEurope,
  easternEurope: M49.easternEurope,
  southernEurope: M49.southernEurope,
  northernEurope: M49.northernEurope,
  southAmerica: M49.southAmerica,
  centralAmerica: M49.centralAmerica,
  caribbean: M49.caribbean,
  southeastAsia: M49.southEasternAsia,
  southAsia: M49.southernAsia,
  eastAsia: M49.easternAsia,
  centralAsia: M49.centralAsia,
  centralEurope: ['AT', 'CZ', 'DE', 'HU', 'LI', 'PL', 'SK', 'SI', 'CH'],
  mena: [...new Set([...middleEast, ...M49.northernAfrica])],
  anz: ['AU', 'NZ'],
  gcc: ['BH', 'KW', 'OM', 'QA', 'SA', 'AE'],
  fiveEyes: ['US', 'GB', 'CA', 'AU', 'NZ'],
}
