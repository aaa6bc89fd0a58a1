import { REGION_LABELS } from '@cms/contract/eligibilityValues'
import { countryName } from '@web/lib/jobs/eligibilityBadge'
import type { CompanyProfile } from '@cms/contract/companies'
import type { JobListItem } from '@cms/contract/jobs'
import { addDays, addMonths } from '@web/lib/dates'
import { SITE_NAME } from '@web/lib/site'
import { siteOrigin } from '@web/lib/siteOrigin'

/** 'full-time' -> 'FULL_TIME' (schema.org's employmentType: upper case with underscores). */
export function employmentType(type: string): string {
  return type.toUpperCase().replace(/-/g, '_')
}

export function breadcrumbJsonLd(items: { name: string; path: string }[], origin = siteOrigin()) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: `${origin}${item.path}` })),
  }
}

/** An ItemList of links to job pages (list pages carry no JobPosting: Google wants those on the job page only). */
export function jobItemListJsonLd(jobs: Pick<JobListItem, 'slug' | 'title'>[], origin = siteOrigin()) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: jobs.map((job, index) => ({ '@type': 'ListItem', position: index + 1, url: `${origin}/jobs/${job.slug}`, name: job.title })),
  }
}

/** The company page's Organization: its website and profiles as sameAs, its logo, founding year and home country. */
export function organizationJsonLd(company: CompanyProfile, origin = siteOrigin()) {
  const profiles = [company.website, company.links.linkedin, company.links.x].filter((link): link is string => Boolean(link))
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: company.website ?? `${origin}/companies/${company.slug}`,
    ...(profiles.length ? { sameAs: profiles } : {}),
    ...(company.logo ? { logo: company.logo } : {}),
    ...(company.description ? { description: company.description } : {}),
    ...(company.founded ? { foundingDate: String(company.founded) } : {}),
    ...(company.headquarters ? { address: { '@type': 'PostalAddress', addressCountry: company.headquarters } } : {}),
  }
}

export type ValidityWindow = 'keyword' | 'search'

/** validThrough: 30 days after postedAt (keyword pages) or 3 months (search pages). */
export function validThrough(postedAt: string, window: ValidityWindow = 'search'): string {
  const posted = new Date(postedAt)
  return (window === 'keyword' ? addDays(posted, 30) : addMonths(posted, 3)).toISOString()
}

/**
 * Who may apply, per Google's JobPosting guidelines: a Country entry per named country (regions as named
 * areas until their member lists reach the browser); none for worldwide or unknown jobs.
 */
function applicantLocations(eligibility: JobListItem['eligibility']) {
  if (eligibility.scope === 'worldwide' || eligibility.scope === 'unknown') return {}
  const entries = [
    ...eligibility.countries.map((code) => ({ '@type': 'Country', name: countryName(code) })),
    ...eligibility.regions.map((region) => ({ '@type': 'AdministrativeArea', name: REGION_LABELS[region] })),
  ]
  return { applicantLocationRequirements: entries.length === 1 ? entries[0] : entries }
}

/** JobPosting for the job detail page; baseSalary only when a figure is known; remote jobs as TELECOMMUTE. */
export function jobPostingJsonLd(job: JobListItem, origin = siteOrigin(), window: ValidityWindow = 'search') {
  const salaryKnown = job.salaryMin !== null || job.salaryMax !== null
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description || job.title,
    identifier: { '@type': 'PropertyValue', name: job.company.name || SITE_NAME, value: job.externalId || String(job.id) },
    datePosted: job.postedAt,
    validThrough: validThrough(job.postedAt, window),
    employmentType: employmentType(job.type),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name || 'Confidential',
      ...(job.company.website ? { sameAs: job.company.website } : {}),
      ...(job.company.logo ? { logo: job.company.logo } : {}),
    },
    jobLocationType: 'TELECOMMUTE',
    ...applicantLocations(job.eligibility),
    ...(salaryKnown
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salaryMin !== null ? { minValue: job.salaryMin } : {}),
              ...(job.salaryMax !== null ? { maxValue: job.salaryMax } : {}),
              unitText: 'YEAR',
            },
          },
        }
      : {}),
    url: `${origin}/jobs/${job.slug}`,
  }
}
