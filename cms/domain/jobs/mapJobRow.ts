import type { JobListItem } from '@cms/contract/jobs'
import { isFeaturedNow } from '@cms/contract/jobValues'
import type { EligibilityRegion, EligibilityScope } from '@cms/contract/eligibilityValues'
import { eligibilityFromStored } from '@cms/domain/jobs/normaliseJob'
import type { SalaryPeriod } from '@cms/contract/salary'

export interface JobRow {
  id: number
  slug: string
  title: string
  description: string
  posted_at: Date | string
  reposted: boolean | null
  type: JobListItem['type']
  featured: boolean | null
  placement: JobListItem['placement']
  placement_ends_at: Date | string | null
  salary_min: string | number | null
  salary_max: string | number | null
  salary_posted_min: string | number | null
  salary_posted_max: string | number | null
  salary_currency: string | null
  salary_period: SalaryPeriod | null
  timezone: string | null
  experience_level: JobListItem['experienceLevel']
  source: string
  external_id: string
  apply_url: string | null
  company_name: string | null
  company_website: string | null
  company_logo: string | null
  company_slug: string | null
  category_name: string | null
  category_slug: string | null
  location_name: string | null
  location_slug: string | null
  location_region: string | null
  location_text: string | null
  eligibility_scope: EligibilityScope | null
  eligibility_countries: string[] | null
  eligibility_regions: EligibilityRegion[] | null
  eligibility_excluded_countries: string[] | null
  eligibility_tz_min: string | number | null
  eligibility_tz_max: string | number | null
  skills: { id: number; name: string }[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }
/** The few entities stored (sanitised) descriptions use, decoded. */
export const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
/** HTML to a short plain-text excerpt for list items (tags dropped, common entities decoded, whitespace collapsed). */
export function plainExcerpt(html: string, max = 300): string {
  // Block ends (paragraphs, headings, list items, <br>) stay line breaks, so a heading such as
  // 'What you will do' does not run into the sentence before it; the card shows them with pre-line.
  const text = decodeEntities(html
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, ' '))
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const lastSpace = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'))
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`
}

/** A paid placement counts until its end date; the job's own status decides whether it is listed at all. */
export const activePlacement = (row: Pick<JobRow, 'placement' | 'placement_ends_at'>, now = Date.now()): JobListItem['placement'] =>
  row.placement && row.placement_ends_at && new Date(row.placement_ends_at).getTime() > now ? row.placement : null

const num = (v: string | number | null): number | null => (v === null || v === undefined ? null : Number(v))

/** The salary in the posting's own currency and period; null when it names none (or was stored before issue 34). */
function postedSalary(row: JobRow): JobListItem['salaryPosted'] {
  const min = num(row.salary_posted_min)
  const max = num(row.salary_posted_max)
  if (min === null && max === null) return null
  return { min, max, currency: row.salary_currency || 'USD', period: row.salary_period ?? 'year' }
}

export function mapJobRow(row: JobRow, { excerpt }: { excerpt: boolean }): JobListItem {
  const placement = activePlacement(row)
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    // Stored sanitised (cms/domain/jobs/normaliseJob.ts runs on every write), so it is sent as it is.
    description: excerpt ? plainExcerpt(row.description) : row.description,
    postedAt: new Date(row.posted_at).toISOString(),
    reposted: Boolean(row.reposted),
    type: row.type,
    featured: isFeaturedNow(Boolean(row.featured), placement),
    placement,
    salaryMin: num(row.salary_min),
    salaryMax: num(row.salary_max),
    salaryPosted: postedSalary(row),
    timezone: row.timezone || null,
    experienceLevel: row.experience_level,
    source: row.source,
    externalId: row.external_id,
    applyUrl: row.apply_url || null,
    company: { name: row.company_name ?? '', slug: row.company_slug || null, website: row.company_website || null, logo: row.company_logo || null },
    category: row.category_slug ? { name: row.category_name ?? '', slug: row.category_slug } : null,
    location: row.location_slug ? { name: row.location_name ?? '', slug: row.location_slug, region: row.location_region } : null,
    skills: row.skills ?? [],
    locationText: row.location_text || null,
    eligibility: eligibilityFromStored({
      scope: row.eligibility_scope ?? 'unknown',
      countries: row.eligibility_countries ?? [],
      regions: row.eligibility_regions ?? [],
      excludedCountries: row.eligibility_excluded_countries ?? [],
      tzMin: num(row.eligibility_tz_min),
      tzMax: num(row.eligibility_tz_max),
    }),
  }
}
