/**
 * Locations with their region; region-less entries are listed under "Global". `lines` are location lines
 * as boards post them for jobs filed there (who may apply is read from them).
 */
export const locations: { name: string; slug: string; region: string | null; country?: string; lines: string[]; timezones: string[] }[] = [
  { name: 'Worldwide', slug: 'worldwide', region: 'Worldwide', lines: ['Worldwide', 'Remote - Worldwide', 'Anywhere in the world', 'Worldwide except US'], timezones: [''] },
  { name: 'Anywhere (Flexible)', slug: 'anywhere', region: null, lines: ['Anywhere', 'Work from anywhere'], timezones: [''] },
  { name: 'Americas', slug: 'americas', region: 'Americas', lines: ['Americas', 'North America', 'LATAM', 'Americas (UTC-8 to UTC-3)'], timezones: ['UTC-5', 'UTC-6', 'UTC-4'] },
  { name: 'United States', slug: 'united-states', region: 'Americas', country: 'United States', lines: ['USA', 'US only', 'Remote - US', 'New York, NY', 'San Francisco, CA', 'US (EST)'], timezones: ['UTC-5', 'UTC-6', 'UTC-7', 'UTC-8'] },
  { name: 'Canada', slug: 'canada', region: 'Americas', country: 'Canada', lines: ['Canada', 'Toronto, ON', 'Canada only'], timezones: ['UTC-5', 'UTC-8'] },
  { name: 'Mexico', slug: 'mexico', region: 'Americas', country: 'Mexico', lines: ['Mexico', 'Mexico City'], timezones: ['UTC-6'] },
  { name: 'Brazil', slug: 'brazil', region: 'Americas', country: 'Brazil', lines: ['Brazil', 'São Paulo, SP'], timezones: ['UTC-3'] },
  { name: 'Colombia', slug: 'colombia', region: 'Americas', country: 'Colombia', lines: ['Colombia', 'Bogotá, Colombia'], timezones: ['UTC-5'] },
  { name: 'Europe', slug: 'europe', region: 'Europe', lines: ['Europe', 'EU only', 'EMEA', 'Europe (CET ±2h)', 'EU + UK'], timezones: ['UTC+1', 'UTC+0', 'UTC+2'] },
  { name: 'United Kingdom', slug: 'united-kingdom', region: 'Europe', country: 'United Kingdom', lines: ['UK', 'London, UK', 'UK only'], timezones: ['UTC+0'] },
  { name: 'Germany', slug: 'germany', region: 'Europe', country: 'Germany', lines: ['Germany', 'Berlin, Germany', 'DACH'], timezones: ['UTC+1'] },
  { name: 'Portugal', slug: 'portugal', region: 'Europe', country: 'Portugal', lines: ['Portugal', 'Lisbon, Portugal'], timezones: ['UTC+0'] },
  { name: 'Spain', slug: 'spain', region: 'Europe', country: 'Spain', lines: ['Spain', 'Barcelona, Spain'], timezones: ['UTC+1'] },
  { name: 'Netherlands', slug: 'netherlands', region: 'Europe', country: 'Netherlands', lines: ['Netherlands', 'Amsterdam'], timezones: ['UTC+1'] },
  { name: 'Poland', slug: 'poland', region: 'Europe', country: 'Poland', lines: ['Poland', 'Kraków, Poland'], timezones: ['UTC+1'] },
  { name: 'Asia', slug: 'asia', region: 'Asia', lines: ['Asia', 'APAC', 'Southeast Asia', 'APAC (GMT+7 to GMT+10)'], timezones: ['UTC+8', 'UTC+7', 'UTC+9'] },
  { name: 'Japan', slug: 'japan', region: 'Asia', country: 'Japan', lines: ['Japan', 'Tokyo'], timezones: ['UTC+9'] },
  { name: 'Singapore', slug: 'singapore', region: 'Asia', country: 'Singapore', lines: ['Singapore'], timezones: ['UTC+8'] },
  { name: 'Thailand', slug: 'thailand', region: 'Asia', country: 'Thailand', lines: ['Thailand', 'Bangkok'], timezones: ['UTC+7'] },
  { name: 'Indonesia (Bali)', slug: 'indonesia', region: 'Asia', country: 'Indonesia', lines: ['Indonesia', 'Bali'], timezones: ['UTC+8'] },
  { name: 'India', slug: 'india', region: 'Asia', country: 'India', lines: ['India', 'Bengaluru'], timezones: ['UTC+5:30'] },
  { name: 'South Africa', slug: 'south-africa', region: 'Africa', country: 'South Africa', lines: ['South Africa', 'Cape Town'], timezones: ['UTC+2'] },
  { name: 'Australia', slug: 'australia', region: 'Oceania', country: 'Australia', lines: ['Australia', 'Sydney, NSW'], timezones: ['UTC+10'] },
]
