import type { JobListItem } from '@cms/contract/jobs'
import { annualUsd } from '@cms/contract/salary'
import { UNKNOWN_ELIGIBILITY, type Eligibility } from '@cms/contract/eligibilityValues'
import type { JobPostFormValues } from './formValues'

/** HTML to its text, as the list calls' plain-text excerpt (300 characters) shows it. */
export function htmlText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6])>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null)

/** The job a post would become, with the job type and level empty until the employer chooses them. */
export type PreviewJob = Omit<JobListItem, 'type' | 'experienceLevel'> & { type: JobListItem['type'] | null; experienceLevel: JobListItem['experienceLevel'] | null }

/**
 * The job the form's values would become, in the shape the cards take, for the live preview: salary as yearly USD
 * (as the server stores it), the eligibility the picker's line will be read as, the tier's placement.
 */
export function previewJob(values: JobPostFormValues, eligibility: Eligibility | null, categoryName: string | null, now = new Date()): PreviewJob {
  const salary = annualUsd(values.salaryMin, values.salaryMax, values.salaryCurrency, values.salaryPeriod)
  const tier = values.tier
  return {
    id: 0,
    slug: 'preview',
    title: values.title.trim() || 'Job title',
    description: htmlText(values.description).slice(0, 300),
    postedAt: now.toISOString(),
    reposted: false,
    // Nothing is shown for a choice not made yet: a default here would read as the employer's choice.
    type: values.type || null,
    // A running featured or pinned placement answers featured, as the lists do.
    featured: tier === 'featured' || tier === 'pinned',
    placement: tier ?? 'standard',
    salaryMin: salary.salaryMin,
    salaryMax: salary.salaryMax,
    salaryPosted: salary.salaryCurrency
      ? { min: salary.salaryPostedMin, max: salary.salaryPostedMax, currency: salary.salaryCurrency, period: salary.salaryPeriod ?? 'year' }
      : null,
    timezone: null,
    experienceLevel: values.experienceLevel || null,
    source: 'internal',
    externalId: '',
    applyUrl: orNull(values.applyUrl) ?? (orNull(values.applyEmail) ? `mailto:${values.applyEmail?.trim()}` : null),
    company: { name: values.company.name.trim() || 'Your company', slug: null, website: orNull(values.company.website), logo: null },
    category: values.category && categoryName ? { name: categoryName, slug: values.category } : null,
    location: null,
    skills: [],
    locationText: values.locationText || null,
    eligibility: eligibility ?? UNKNOWN_ELIGIBILITY,
  }
}
