import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, FieldHook } from 'payload'
import { cleanDescription, jobSlug, storedEligibility } from '@cms/domain/jobs/normaliseJob'
import { parseUtcOffset } from '@cms/domain/jobs/parseUtcOffset'

/**
 * The Jobs collection's writes run the job rules that live in cms/domain/jobs (ingestion's bulk writes call the
 * same functions), so a derived field is computed one way whoever writes the job.
 */

/** A new job left without a slug gets the one slug rule (title, company, source, id hash) that ingestion uses too. */
export const fillSlug: CollectionBeforeValidateHook = async ({ data, req, operation }) => {
  if (!data || operation !== 'create' || (typeof data.slug === 'string' && data.slug.trim())) return data
  const companyId = typeof data.company === 'object' && data.company ? data.company.id : data.company
  const company = companyId ? await req.payload.findByID({ collection: 'companies', id: companyId, depth: 0, req, overrideAccess: true }).catch(() => null) : null
  if (typeof data.title === 'string' && typeof data.externalId === 'string') {
    data.slug = jobSlug({ title: data.title, companyName: company?.name ?? '', source: data.source ?? 'internal', externalId: data.externalId })
  }
  return data
}

/** The UTC offset from the timezone text, and who may apply from the location text. */
export const deriveJobFields: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (!data) return data
  if ('timezone' in data) data.utcOffset = parseUtcOffset(data.timezone)
  // Eligibility is only ever derived: a write that sends it without the text re-derives it from the stored text.
  if ('locationText' in data || 'eligibility' in data) {
    data.eligibility = storedEligibility('locationText' in data ? data.locationText : originalDoc?.locationText)
  }
  return data
}

/** Descriptions are stored sanitised, so the site renders them as they are. */
export const cleanDescriptionField: FieldHook = ({ value }) => (typeof value === 'string' ? cleanDescription(value) : value)
