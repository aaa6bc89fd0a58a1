/**
 * Places below country level that postings name, each with its country (ISO 3166-1 alpha-2): states and
 * provinces (names, and postal codes after a comma as in "Austin, TX"), nicknames, and the cities job
 * boards list most. Country names themselves come from i18n-iso-countries.
 */

export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN',
  'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA',
  'WA', 'WV', 'WI', 'WY', 'DC',
]
export const CANADIAN_PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']

/** US state names ("Georgia" is left to the country: "Atlanta, GA" and "Atlanta" still read as the US). */
const US_STATES = [
  'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida', 'hawaii', 'idaho',
  'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota',
  'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'new hampshire', 'new jersey', 'new mexico', 'new york', 'north carolina',
  'north dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode island', 'south carolina', 'south dakota', 'tennessee', 'texas',
  'utah', 'vermont', 'virginia', 'washington', 'west virginia', 'wisconsin', 'wyoming', 'district of columbia', 'washington dc',
]
const CANADIAN_PROVINCES = [
  'alberta', 'british columbia', 'manitoba', 'new brunswick', 'newfoundland', 'nova scotia', 'ontario', 'quebec', 'saskatchewan',
  'prince edward island', 'yukon', 'nunavut', 'northwest territories',
]
const AUSTRALIAN_STATES = ['new south wales', 'nsw', 'victoria', 'queensland', 'western australia', 'south australia', 'tasmania']

const CITIES: Record<string, string[]> = {
  US: [
    'new york city', 'nyc', 'san francisco', 'bay area', 'sf bay area', 'silicon valley', 'los angeles', 'seattle', 'boston', 'chicago', 'austin',
    'denver', 'boulder', 'atlanta', 'miami', 'dallas', 'houston', 'san diego', 'san jose', 'palo alto', 'mountain view', 'menlo park',
    'sunnyvale', 'oakland', 'portland', 'phoenix', 'philadelphia', 'pittsburgh', 'minneapolis', 'detroit', 'nashville', 'raleigh',
    'durham', 'salt lake city', 'las vegas', 'baltimore', 'charlotte', 'columbus', 'indianapolis', 'st louis', 'kansas city', 'orlando',
    'tampa', 'brooklyn', 'manhattan', 'cambridge ma', 'irvine', 'santa monica', 'sacramento', 'cincinnati', 'cleveland', 'madison',
  ],
  CA: ['toronto', 'vancouver', 'montreal', 'ottawa', 'calgary', 'edmonton', 'waterloo', 'winnipeg', 'halifax', 'victoria bc'],
  MX: ['mexico city', 'guadalajara', 'monterrey', 'cdmx'],
  BR: ['sao paulo', 'rio de janeiro', 'belo horizonte', 'florianopolis', 'curitiba', 'porto alegre'],
  AR: ['buenos aires', 'cordoba argentina'],
  CO: ['bogota', 'medellin'],
  CL: ['santiago de chile'],
  PE: ['lima'],
  UY: ['montevideo'],
  CR: ['san jose costa rica'],
  GB: ['london', 'manchester', 'edinburgh', 'glasgow', 'bristol', 'birmingham', 'leeds', 'cambridge uk', 'oxford', 'belfast', 'cardiff', 'brighton', 'england', 'scotland', 'wales', 'northern ireland', 'britain'],
  IE: ['dublin', 'cork', 'galway'],
  DE: ['berlin', 'munich', 'munchen', 'hamburg', 'frankfurt', 'cologne', 'koln', 'stuttgart', 'dusseldorf', 'leipzig', 'deutschland'],
  FR: ['paris', 'lyon', 'marseille', 'toulouse', 'bordeaux', 'nantes', 'lille'],
  ES: ['madrid', 'barcelona', 'valencia', 'seville', 'malaga', 'espana'],
  PT: ['lisbon', 'lisboa', 'porto', 'braga', 'madeira', 'faro'],
  IT: ['milan', 'milano', 'rome', 'roma', 'turin', 'bologna', 'florence'],
  NL: ['amsterdam', 'rotterdam', 'utrecht', 'the hague', 'eindhoven', 'holland'],
  BE: ['brussels', 'antwerp', 'ghent'],
  CH: ['zurich', 'geneva', 'basel', 'lausanne', 'zug'],
  AT: ['vienna', 'wien', 'graz'],
  PL: ['warsaw', 'krakow', 'wroclaw', 'gdansk', 'poznan', 'lodz'],
  CZ: ['prague', 'brno'],
  HU: ['budapest'],
  RO: ['bucharest', 'cluj', 'cluj napoca', 'iasi'],
  BG: ['sofia'],
  GR: ['athens', 'thessaloniki'],
  HR: ['zagreb'],
  RS: ['belgrade', 'novi sad'],
  UA: ['kyiv', 'kiev', 'lviv', 'kharkiv', 'odesa'],
  EE: ['tallinn'],
  LV: ['riga'],
  LT: ['vilnius'],
  SE: ['stockholm', 'gothenburg', 'malmo'],
  NO: ['oslo', 'bergen'],
  DK: ['copenhagen', 'aarhus'],
  FI: ['helsinki', 'espoo', 'tampere'],
  IS: ['reykjavik'],
  TR: ['istanbul', 'ankara', 'izmir'],
  IL: ['tel aviv', 'jerusalem', 'haifa'],
  AE: ['dubai', 'abu dhabi'],
  SA: ['riyadh', 'jeddah'],
  EG: ['cairo'],
  NG: ['lagos', 'abuja'],
  KE: ['nairobi'],
  ZA: ['cape town', 'johannesburg', 'durban', 'pretoria'],
  GH: ['accra'],
  MA: ['casablanca'],
  IN: ['bangalore', 'bengaluru', 'mumbai', 'delhi', 'new delhi', 'hyderabad', 'pune', 'chennai', 'gurgaon', 'gurugram', 'noida', 'kolkata', 'ahmedabad'],
  PK: ['karachi', 'lahore', 'islamabad'],
  BD: ['dhaka'],
  LK: ['colombo'],
  SG: [],
  MY: ['kuala lumpur', 'penang'],
  TH: ['bangkok', 'chiang mai', 'phuket'],
  VN: ['ho chi minh city', 'saigon', 'hanoi', 'da nang'],
  ID: ['jakarta', 'bali', 'canggu', 'ubud'],
  PH: ['manila', 'cebu', 'makati'],
  JP: ['tokyo', 'osaka', 'kyoto', 'fukuoka'],
  KR: ['seoul', 'busan'],
  CN: ['beijing', 'shanghai', 'shenzhen', 'guangzhou', 'hangzhou'],
  TW: ['taipei'],
  HK: [],
  AU: ['sydney', 'melbourne', 'brisbane', 'perth', 'adelaide', 'canberra'],
  NZ: ['auckland', 'wellington', 'christchurch'],
}

/** Lower-case place phrase (accents stripped) -> its country. */
export const PLACE_COUNTRY: ReadonlyMap<string, string> = new Map([
  ...US_STATES.map((name) => [name, 'US'] as const),
  ...CANADIAN_PROVINCES.map((name) => [name, 'CA'] as const),
  ...AUSTRALIAN_STATES.map((name) => [name, 'AU'] as const),
  ...Object.entries(CITIES).flatMap(([code, names]) => names.map((name) => [name, code] as const)),
])
