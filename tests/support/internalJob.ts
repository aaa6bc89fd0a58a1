import type { Payload } from 'payload'
import type { Job } from '@cms/payload-types'

type JobFields = Partial<Record<keyof Job, unknown>>

/**
 * Creates a live job of our own (source internal) for a test that owns `token`: slug and external id are
 * `${token}-${key}`, the title `${key} engineer ${token}` and the description the token, so only that test's
 * searches find it. `data` overrides any field.
 */
export function createInternalJob(payload: Payload, { token, key, company, category }: { token: string; key: string; company: number; category: number }, data: JobFields = {}) {
  return payload.create({
    collection: 'jobs',
    overrideAccess: true,
    data: {
      title: `${key} engineer ${token}`, slug: `${token}-${key}`, externalId: `${token}-${key}`, description: `<p>${token}</p>`,
      postedAt: new Date().toISOString(), type: 'full-time', experienceLevel: 'mid', company, category,
      source: 'internal', status: 'active', locationText: 'Worldwide',
      ...data,
    } as never,
  })
}
