import type { JobPost } from '@cms/payload-types'
import type { StoredPostFields } from './checkFields'

const idOf = (value: unknown): number => (typeof value === 'object' && value ? Number((value as { id: number }).id) : Number(value))

/** The submitted fields of a stored post (or of its pending revision, which keeps the same shape). */
export function storedFieldsOf(post: Partial<JobPost> | StoredPostFields): StoredPostFields {
  return {
    title: post.title ?? '',
    company: { name: post.company?.name ?? '', website: post.company?.website ?? null },
    category: idOf(post.category),
    type: post.type as StoredPostFields['type'],
    experienceLevel: post.experienceLevel as StoredPostFields['experienceLevel'],
    description: post.description ?? '',
    applyUrl: post.applyUrl ?? null,
    applyEmail: post.applyEmail ?? null,
    salaryMin: Number(post.salaryMin),
    salaryMax: Number(post.salaryMax),
    salaryCurrency: post.salaryCurrency as StoredPostFields['salaryCurrency'],
    salaryPeriod: post.salaryPeriod as StoredPostFields['salaryPeriod'],
    locationText: post.locationText ?? '',
  }
}

/** The pending revision of a live post, when there is one. */
export const revisionOf = (post: Partial<JobPost>): StoredPostFields | null =>
  post.revision && typeof post.revision === 'object' ? storedFieldsOf(post.revision as unknown as StoredPostFields) : null
