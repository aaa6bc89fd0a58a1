import { createHash } from 'node:crypto'
import type { ExperienceLevel, JobType } from '@cms/contract/jobs'
import type { Eligibility } from '@cms/contract/eligibilityValues'
import { httpUrlOrNull, logoUrlOrNull } from '@cms/contract/links'
import type { SalaryPeriod, StoredSalary } from '@cms/contract/salary'
import { slugify } from '@cms/contract/slugify'
import type { DescriptionFormat } from '@cms/domain/jobs/normaliseJob'
import { parseEligibility } from '@cms/domain/jobs/eligibility/parseEligibility'
import { ownValue } from '@cms/contract/ownKeys'


/**
 * A provider posting in the site's terms, ready to upsert. Its salary (StoredSalary) is as posted and in annual USD at
 * the snapshot's rates; the write path converts it again at the newest stored rates.
 */
export interface NormalisedJob extends StoredSalary {
  externalId: string
  title: string
  /** As the provider sent it; the Jobs collection's rule cleans it when it is written (cms/domain/jobs/normaliseJob.ts). */
  description: string
  descriptionFormat: DescriptionFormat
  postedAt: string
  type: JobType
  experienceLevel: ExperienceLevel
  /** e.g. "UTC-5"; null means Flexible. */
  timezone: string | null
  /** Where the job may be done from, as the provider gives it (who may apply is derived from it when written). */
  locationText: string | null
  /** Slug of a known location (seeded taxonomy); null when the line names no place we know. */
  locationSlug: string | null
  categorySlug: string | null
  skills: string[]
  applyUrl: string | null
  company: { name: string; website: string | null; logo: string | null }
}

export type NormaliseResult = { job: NormalisedJob } | { skip: string; externalId?: string }

// ---------------------------------------------------------------- salary

export function parsePeriod(value: unknown): SalaryPeriod | null {
  if (typeof value !== 'string') return null
  const v = value.trim().toLowerCase()
  if (/^(year|yearly|annual|annually|per year)$/.test(v)) return 'year'
  if (/^(month|monthly)$/.test(v)) return 'month'
  if (/^(week|weekly)$/.test(v)) return 'week'
  if (/^(day|daily)$/.test(v)) return 'day'
  if (/^(hour|hourly)$/.test(v)) return 'hour'
  return null
}

// ---------------------------------------------------------------- type and level

export function inferType(...texts: (string | null | undefined)[]): JobType {
  const text = texts.filter(Boolean).join(' ').toLowerCase()
  if (/part[\s_-]?time/.test(text)) return 'part-time'
  if (/freelanc/.test(text)) return 'freelance'
  if (/\bcontract(or|ed)?\b|temporary|\btemp\b/.test(text)) return 'contract'
  return 'full-time'
}

export function inferExperience(title: string, months?: number | null): ExperienceLevel {
  const t = title.toLowerCase()
  if (/\b(senior|sr\.?|lead|principal|staff|head of|director|vp|chief|architect)\b/.test(t)) return 'senior'
  if (/\b(junior|jr\.?|entry|intern|internship|graduate|trainee|apprentice)\b/.test(t)) return 'entry'
  if (typeof months === 'number' && Number.isFinite(months)) {
    if (months < 24) return 'entry'
    if (months >= 60) return 'senior'
  }
  return 'mid'
}

// ---------------------------------------------------------------- category

const CATEGORY_RULES: [string, RegExp][] = [
  ['web3', /web3|blockchain|crypto|defi\b|\bnft|solidity|ethereum|\bevm\b|smart contract/],
  ['devops', /devops|\bsre\b|site reliability|kubernetes|infrastructure|cloud engineer|platform engineer/],
  ['data-science', /data scien|machine learning|\bml\b|data analyst|data engineer|\bai\b|analytics/],
  ['qa', /\bqa\b|quality assurance|\btest(er|ing)?\b|sdet/],
  ['design', /design|\bux\b|\bui\b|illustrat/],
  ['product', /product manager|product owner|product lead|\bpm\b/],
  ['marketing', /marketing|\bseo\b|growth|social media|\bppc\b/],
  ['writing', /writer|copywrit|editor|content/],
  ['customer-service', /support|customer success|customer service|customer experience|help ?desk/],
  ['sales', /sales|account executive|business development|\bsdr\b|\bbdr\b|account manager/],
  ['finance', /accountant|accounting|finance|financial|bookkeep|controller/],
  ['hr', /recruit|\bhr\b|human resources|people ops|talent/],
  ['virtual-assistant', /assistant|admin(istrative)? support|data entry/],
  ['development', /engineer|developer|programmer|software|front[\s-]?end|back[\s-]?end|full[\s-]?stack|\bdev\b|mobile|ios|android/],
]

export function inferCategory(title: string, tags: string[] = []): string | null {
  const titleText = title.toLowerCase()
  for (const [slug, rule] of CATEGORY_RULES) if (rule.test(titleText)) return slug
  const tagText = tags.join(' ').toLowerCase()
  for (const [slug, rule] of CATEGORY_RULES) if (rule.test(tagText)) return slug
  return null
}

// ---------------------------------------------------------------- location and timezone

/** The seeded locations a country or region falls under, and the time zone a single-country posting implies. */
const COUNTRY_LOCATIONS: Record<string, { slug: string; timezone: string }> = {
  US: { slug: 'united-states', timezone: 'UTC-5' }, CA: { slug: 'canada', timezone: 'UTC-5' }, MX: { slug: 'mexico', timezone: 'UTC-6' },
  BR: { slug: 'brazil', timezone: 'UTC-3' }, CO: { slug: 'colombia', timezone: 'UTC-5' }, GB: { slug: 'united-kingdom', timezone: 'UTC+0' },
  DE: { slug: 'germany', timezone: 'UTC+1' }, PT: { slug: 'portugal', timezone: 'UTC+0' }, ES: { slug: 'spain', timezone: 'UTC+1' },
  NL: { slug: 'netherlands', timezone: 'UTC+1' }, PL: { slug: 'poland', timezone: 'UTC+1' }, JP: { slug: 'japan', timezone: 'UTC+9' },
  SG: { slug: 'singapore', timezone: 'UTC+8' }, TH: { slug: 'thailand', timezone: 'UTC+7' }, ID: { slug: 'indonesia', timezone: 'UTC+8' },
  IN: { slug: 'india', timezone: 'UTC+5:30' }, ZA: { slug: 'south-africa', timezone: 'UTC+2' }, AU: { slug: 'australia', timezone: 'UTC+10' },
}
const REGION_LOCATIONS: Partial<Record<Eligibility['regions'][number], string>> = {
  europe: 'europe', eu: 'europe', nordics: 'europe', americas: 'americas', 'north-america': 'americas', latam: 'americas', asia: 'asia', apac: 'asia',
}

/** The seeded location slug for who may apply: worldwide, the one country, or the one region; null when none fits. */
function taxonomySlug(eligibility: Eligibility): string | null {
  if (eligibility.scope === 'worldwide') return 'worldwide'
  if (eligibility.scope === 'countries') return eligibility.countries.length === 1 ? (ownValue(COUNTRY_LOCATIONS, eligibility.countries[0]!)?.slug ?? null) : null
  if (eligibility.scope !== 'regions' || eligibility.countries.length) return null
  const slugs = new Set(eligibility.regions.map((r) => REGION_LOCATIONS[r] ?? null))
  return slugs.size === 1 ? [...slugs][0]! : null
}

/**
 * A posting's location line: kept as posted, placed on the seeded locations when it names one country or
 * region we list (a line we cannot place gets none, never 'worldwide'), and its time zone: an explicit UTC
 * offset in the line, else the one country's.
 */
export function resolveLocation(text: string | null | undefined) {
  const locationText = text?.trim() || null
  const eligibility = parseEligibility(locationText)
  const explicitTz = /(?:UTC|GMT)\s*[+-−]\s*\d{1,2}(?::?\d{2})?/i.exec(locationText ?? '')?.[0]?.replace(/\s+/g, '').replace('GMT', 'UTC').replace('−', '-') ?? null
  const single = eligibility.scope === 'countries' && eligibility.countries.length === 1 ? ownValue(COUNTRY_LOCATIONS, eligibility.countries[0]!) : undefined
  return { locationText, locationSlug: taxonomySlug(eligibility), timezone: explicitTz ?? single?.timezone ?? null }
}

// ---------------------------------------------------------------- skills, company, misc

const SKILL_NAMES: Record<string, string> = {
  javascript: 'JavaScript', typescript: 'TypeScript', js: 'JavaScript', ts: 'TypeScript', react: 'React', reactjs: 'React',
  node: 'Node.js', nodejs: 'Node.js', 'node-js': 'Node.js', python: 'Python', golang: 'Go', go: 'Go', rust: 'Rust', java: 'Java',
  aws: 'AWS', gcp: 'GCP', sql: 'SQL', postgresql: 'PostgreSQL', postgres: 'PostgreSQL', css: 'CSS', html: 'HTML', ux: 'UX', ui: 'UI',
  seo: 'SEO', php: 'PHP', ios: 'iOS', android: 'Android', solidity: 'Solidity', figma: 'Figma', docker: 'Docker', kubernetes: 'Kubernetes',
  vue: 'Vue.js', angular: 'Angular', ruby: 'Ruby', rails: 'Ruby on Rails', 'c++': 'C++', 'c#': 'C#', '.net': '.NET',
}
const NOT_SKILLS = new Set(['remote', 'digital nomad', 'full time', 'full-time', 'part time', 'contract', 'non tech', 'non-tech', 'senior', 'junior', 'lead', 'dev', 'engineer', 'exec', 'web3', 'crypto', 'jobs'])

export function normaliseSkills(tags: unknown[] | null | undefined, limit = 10): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const tag of tags ?? []) {
    if (typeof tag !== 'string') continue
    const key = tag.trim().toLowerCase()
    if (!key || key.length > 40 || NOT_SKILLS.has(key)) continue
    const name = ownValue(SKILL_NAMES, key) ?? key.replace(/(^|[\s-])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase())
    const slug = slugify(name)
    if (!slug || seen.has(slug)) continue
    seen.add(slug)
    out.push(name)
    if (out.length >= limit) break
  }
  return out
}

export function normaliseCompanyName(name: string): string {
  return name.replace(/\s+/g, ' ').trim()
}

const COMPANY_SUFFIX = /\b(inc|llc|ltd|limited|gmbh|corp|corporation|co|sa|bv|ag|plc|pty)\b\.?/g

/** Cross-source duplicate key: normalised company name + title. */
export function dedupeKey(company: string, title: string): string {
  const norm = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(COMPANY_SUFFIX, ' ').replace(/[^a-z0-9]+/g, ' ').trim()
  return `${norm(company)}|${norm(title)}`
}

/** The job with every link it carries reduced to http(s) (or dropped). */
export function withHttpLinksOnly(job: NormalisedJob): NormalisedJob {
  return {
    ...job,
    applyUrl: httpUrlOrNull(job.applyUrl),
    company: { ...job.company, website: httpUrlOrNull(job.company.website), logo: logoUrlOrNull(job.company.logo) },
  }
}

/** An apply URL without tracking noise, for cross-source comparison. */
export function normaliseUrl(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const u = new URL(url)
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null
    for (const key of [...u.searchParams.keys()]) if (/^utm_|^ref$|^source$/i.test(key)) u.searchParams.delete(key)
    u.hash = ''
    return u.toString()
  } catch {
    return null
  }
}

export function toIsoDate(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const ms = value < 1e12 ? value * 1000 : value
    const d = new Date(ms)
    return Number.isNaN(d.getTime()) ? null : d.toISOString()
  }
  if (typeof value === 'string' && value.trim()) {
    const d = new Date(value)
    return Number.isNaN(d.getTime()) ? null : d.toISOString()
  }
  return null
}

export function websiteFrom(url: string | null | undefined): string | null {
  const n = normaliseUrl(url)
  if (!n) return null
  return new URL(n).origin
}

/** Bump when normalisation changes, so the next run rewrites every posting once. */
export const NORMALISER_VERSION = '2'

/**
 * Hash of a raw provider item (plus the normaliser version): equal to the stored hash means the posting
 * is unchanged and needs neither normalising nor writing.
 */
export function rawHash(raw: unknown): string {
  return createHash('sha1').update(NORMALISER_VERSION).update(JSON.stringify(raw) ?? '').digest('base64url')
}
