import type { Payload } from 'payload'
import sanitize from 'sanitize-html'
import { JOB_POST_LIMITS, JOB_POST_MESSAGES, type JobPostFields } from '@cms/contract/jobPosts'
import { parseEligibility } from '@cms/domain/jobs/eligibility/parseEligibility'
import { cleanDescription } from '@cms/domain/jobs/normaliseJob'
import { fieldErrors } from './fieldErrors'

/** A post's submitted fields as stored: the description sanitised, the category by id, empty optionals as null. */
export interface StoredPostFields {
  title: string
  company: { name: string; website: string | null }
  category: number
  type: JobPostFields['type']
  experienceLevel: JobPostFields['experienceLevel']
  description: string
  applyUrl: string | null
  applyEmail: string | null
  salaryMin: number
  salaryMax: number
  salaryCurrency: JobPostFields['salaryCurrency']
  salaryPeriod: JobPostFields['salaryPeriod']
  locationText: string
}

/** The words a description shows, tags and entities aside, with runs of white space as one. */
export function descriptionText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * What zod cannot check (contract: createJobPostRequestSchema): the category exists, the description keeps
 * enough text once sanitised with the ingestion allow-list, and the who-may-apply parser resolves the
 * locationText to a scope (never `unknown`). Every failing field is named in one 400.
 */
export async function checkPostFields(payload: Payload, fields: JobPostFields): Promise<StoredPostFields> {
  const errors: Record<string, string> = {}
  const { docs } = await payload.find({ collection: 'categories', where: { slug: { equals: fields.category.toLowerCase() } }, limit: 1, depth: 0, overrideAccess: true })
  const category = docs[0]
  if (!category) errors.category = JOB_POST_MESSAGES.category
  const description = cleanDescription(fields.description, 'detect')
  const length = descriptionText(description).length
  if (length < JOB_POST_LIMITS.descriptionMinChars) errors.description = JOB_POST_MESSAGES.descriptionShort
  else if (length > JOB_POST_LIMITS.descriptionMaxChars) errors.description = JOB_POST_MESSAGES.descriptionLong
  if (parseEligibility(fields.locationText).scope === 'unknown') errors.locationText = JOB_POST_MESSAGES.locationUnknown
  if (Object.keys(errors).length || !category) throw fieldErrors(errors)
  return {
    title: fields.title,
    company: { name: fields.company.name, website: fields.company.website || null },
    category: category.id,
    type: fields.type,
    experienceLevel: fields.experienceLevel,
    description,
    applyUrl: fields.applyUrl || null,
    applyEmail: fields.applyEmail || null,
    salaryMin: fields.salaryMin,
    salaryMax: fields.salaryMax,
    salaryCurrency: fields.salaryCurrency,
    salaryPeriod: fields.salaryPeriod,
    locationText: fields.locationText,
  }
}
