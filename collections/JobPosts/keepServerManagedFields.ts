import type { CollectionBeforeValidateHook } from 'payload'

/** What only payments, staff's Decision and the employer's own calls change: never typed in by hand. */
export const SERVER_MANAGED_FIELDS = [
  'state',
  'needsReview',
  'tier',
  'contactEmail',
  'manageTokenHash',
  'revision',
  'liveFrom',
  'liveUntil',
  'renewalNoticeSentAt',
  'job',
  'companyRecord',
  'logo',
  'payments',
] as const

/** A relationship read back populated is written back as its id. */
const asStored = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) && 'id' in value ? (value as { id: unknown }).id : value)

/**
 * A save by someone signed in to /cms (the admin form or /cms/api) keeps the server-managed fields as they are, so
 * a post cannot be made live, re-dated or marked paid by hand: staff edit the submitted fields and take a
 * Decision. The server's own writes run without a user and are not touched.
 */
export const keepServerManagedFields: CollectionBeforeValidateHook = ({ data, originalDoc, req, operation }) => {
  if (!data || !req.user || operation !== 'update' || !originalDoc) return data
  for (const field of SERVER_MANAGED_FIELDS) if (field in data) data[field] = asStored(originalDoc[field])
  return data
}
