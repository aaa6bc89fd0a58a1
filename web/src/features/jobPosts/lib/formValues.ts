import type { CreateJobPostRequest, JobPostManage, JobPostTier, UpdateJobPostRequest } from '@cms/contract/jobPosts'

/** The form's values: the create call's body (an edit sends the same fields without tier and contact). */
export type JobPostFormValues = CreateJobPostRequest

/** A new post's empty form; the selects start on their "Choose…" option (an invalid empty value until chosen). */
export const emptyJobPostForm = (tier: JobPostTier = 'standard'): JobPostFormValues => ({
  company: { name: '', website: '' },
  title: '',
  category: '',
  type: '' as JobPostFormValues['type'],
  experienceLevel: '' as JobPostFormValues['experienceLevel'],
  description: '',
  applyUrl: '',
  applyEmail: '',
  salaryMin: Number.NaN,
  salaryMax: Number.NaN,
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
  locationText: '',
  tier,
  contactEmail: '',
})

/** The manage page's edit form: the post's fields as last submitted. */
export const formFromManagedPost = (post: JobPostManage): JobPostFormValues => ({ ...post.fields, tier: post.tier, contactEmail: post.contactEmail })

/** The PATCH body: every field again with the token (tier and contact are set once, at the first POST). */
export function updateRequestFrom(values: JobPostFormValues, token: string): UpdateJobPostRequest {
  const { tier: _tier, contactEmail: _contact, ...fields } = values
  return { ...fields, token }
}
