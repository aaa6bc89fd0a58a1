import { createHash } from 'node:crypto'
import type { Eligibility, EligibilityRegion, EligibilityScope } from '@cms/contract/eligibilityValues'
import { slugify } from '@cms/contract/slugify'
import { eligibleCountries, parseEligibility } from './eligibility/parseEligibility'
import { toDescriptionHtml, textToHtml, sanitizeDescriptionHtml } from './jobDescription'
import { parseUtcOffset } from './parseUtcOffset'

/**
 * The one place where a job's derived and cleaned fields are computed. The Jobs collection's hooks run
 * these rules on every Payload write, and ingestion's bulk SQL writes (cms/domain/integrations/upsertJobs.ts)
 * call `normaliseJob` for every row, so a rule is never written twice. Pure functions: no I/O.
 */

/** `eligibility` as stored: the contract's shape in columns, plus `reach` (every country beyond worldwide) for SQL filters. */
export interface StoredEligibility {
  scope: EligibilityScope
  countries: string[]
  regions: EligibilityRegion[]
  excludedCountries: string[]
  tzMin: number | null
  tzMax: number | null
  reach: string[]
}

export function storedEligibility(locationText: string | null | undefined): StoredEligibility {
  const eligibility = parseEligibility(locationText)
  return {
    scope: eligibility.scope,
    countries: eligibility.countries,
    regions: eligibility.regions,
    excludedCountries: eligibility.excludedCountries,
    tzMin: eligibility.timezones?.min ?? null,
    tzMax: eligibility.timezones?.max ?? null,
    reach: eligibility.scope === 'worldwide' ? [] : eligibleCountries(eligibility),
  }
}

/** The contract's `eligibility` from the stored columns. */
export function eligibilityFromStored(stored: Partial<StoredEligibility> | null | undefined): Eligibility {
  const tz = stored?.tzMin === null || stored?.tzMin === undefined || stored?.tzMax === null || stored?.tzMax === undefined ? null : { min: Number(stored.tzMin), max: Number(stored.tzMax) }
  return {
    scope: stored?.scope ?? 'unknown',
    countries: stored?.countries ?? [],
    regions: stored?.regions ?? [],
    excludedCountries: stored?.excludedCountries ?? [],
    timezones: tz,
  }
}

/** How a description arrives: providers say whether they send HTML or plain text; editors' input is detected. */
export type DescriptionFormat = 'html' | 'text' | 'detect'

/** A stored description: sanitised HTML, or plain text turned into escaped paragraphs. */
export function cleanDescription(description: string, format: DescriptionFormat = 'detect'): string {
  if (format === 'html') return sanitizeDescriptionHtml(description)
  if (format === 'text') return textToHtml(description)
  return toDescriptionHtml(description)
}

const shortHash = (value: string) => createHash('sha1').update(value).digest('hex').slice(0, 8)

/** Slug of a new job: title and company, the source, and a hash of the source's id (unique per posting). */
export function jobSlug({ title, companyName, source, externalId }: { title: string; companyName: string; source: string; externalId: string }): string {
  return `${slugify(`${title} ${companyName}`).slice(0, 80) || 'job'}-${source}-${shortHash(externalId)}`
}

export interface JobWriteInput {
  description: string
  descriptionFormat?: DescriptionFormat
  timezone: string | null
  locationText: string | null
}

/** Every derived or cleaned field of a whole job, for a bulk write. */
export function normaliseJob(input: JobWriteInput) {
  return {
    description: cleanDescription(input.description, input.descriptionFormat),
    utcOffset: parseUtcOffset(input.timezone),
    locationText: input.locationText?.trim() || null,
    eligibility: storedEligibility(input.locationText),
  }
}
export type NormalisedJobFields = ReturnType<typeof normaliseJob>
