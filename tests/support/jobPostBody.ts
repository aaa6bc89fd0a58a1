import type { CreateJobPostRequest } from '@cms/contract/jobPosts'
import { uniqueEmail } from '../security/calls'

export const JOB_POST_DESCRIPTION = '<p>We are hiring a remote engineer to build and run our booking platform with a small, kind team.</p><ul><li>TypeScript and PostgreSQL</li><li>Four-day weeks</li></ul>'

/** A valid employer's post for POST /api/job-posts in a category of the test database, from a fresh contact address. */
export function jobPostBody(categorySlug: string, overrides: Partial<CreateJobPostRequest> = {}): CreateJobPostRequest {
  return {
    company: { name: 'Nomad Test Co', website: 'https://nomad-test.example' },
    title: 'Senior Platform Engineer',
    category: categorySlug,
    type: 'full-time',
    experienceLevel: 'senior',
    description: JOB_POST_DESCRIPTION,
    applyUrl: 'https://nomad-test.example/apply',
    applyEmail: '',
    salaryMin: 5000,
    salaryMax: 7000,
    salaryCurrency: 'EUR',
    salaryPeriod: 'month',
    locationText: 'Europe',
    tier: 'featured',
    contactEmail: uniqueEmail('employer'),
    ...overrides,
  }
}
