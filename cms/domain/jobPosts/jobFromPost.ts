import { escapeHtml } from '@cms/lib/html'
import { annualUsd, type ExchangeRates, type SalaryPeriod } from '@cms/contract/salary'
import type { JobPostTier } from '@cms/contract/jobPosts'
import type { StoredPostFields } from './checkFields'

/** The job's id at its source: one Jobs row per post (source `internal`), found again on every later write. */
export const jobExternalId = (postId: number) => `job-post-${postId}`

/** A post whose only way to apply is an e-mail: the job's description ends with it (jobs link to http(s) only). */
function withApplyEmail(description: string, applyUrl: string | null, applyEmail: string | null): string {
  if (!applyEmail || applyUrl) return description
  const address = escapeHtml(applyEmail)
  return `${description}<p>Apply by e-mail: <a href="mailto:${address}">${address}</a></p>`
}

/**
 * The public job's fields from a post, written through the Jobs collection (the one write path: slug, sanitised
 * description and eligibility from locationText are derived there). The salary is stored as posted and as annual USD
 * at `rates` (the newest stored); the placement is the tier until the paid period ends.
 */
export function jobDataFromPost(
  postId: number,
  fields: StoredPostFields,
  paid: { tier: JobPostTier; liveUntil: string; companyId: number },
  rates: ExchangeRates,
) {
  const salary = annualUsd(fields.salaryMin, fields.salaryMax, fields.salaryCurrency, fields.salaryPeriod as SalaryPeriod, rates)
  return {
    title: fields.title,
    description: withApplyEmail(fields.description, fields.applyUrl, fields.applyEmail),
    type: fields.type,
    experienceLevel: fields.experienceLevel,
    category: fields.category,
    company: paid.companyId,
    applyUrl: fields.applyUrl,
    locationText: fields.locationText,
    salaryMin: salary.salaryMin,
    salaryMax: salary.salaryMax,
    salaryPostedMin: salary.salaryPostedMin,
    salaryPostedMax: salary.salaryPostedMax,
    salaryCurrency: fields.salaryCurrency,
    salaryPeriod: fields.salaryPeriod,
    placement: paid.tier,
    placementEndsAt: paid.liveUntil,
    source: 'internal' as const,
    externalId: jobExternalId(postId),
    status: 'active' as const,
  }
}
