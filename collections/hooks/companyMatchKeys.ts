import type { CollectionBeforeChangeHook } from 'payload'
import { companyKey, websiteDomain } from '@cms/domain/companies/companyIdentity'

/**
 * What ingestion matches a board's company on (cms/domain/companies), kept in step with the name and website.
 * Collection hooks run before the fields are validated: a name or website that is not text is left for
 * validation to refuse with a 400.
 */
export const companyMatchKeys: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const name: unknown = data.name ?? originalDoc?.name ?? ''
  const website: unknown = data.website === undefined ? originalDoc?.website : data.website
  if (typeof name !== 'string' || (website != null && typeof website !== 'string')) return data
  return { ...data, matchKey: companyKey(name) || null, domain: websiteDomain(website) }
}
