import type { PlaywrightWorkerArgs } from '@playwright/test'
import { expect } from '@playwright/test'

/**
 * Signs in as the seeded admin and creates, through Payload's REST, a company `{name} {stamp}` (slug
 * `{name}-{stamp}` in lower case) with one job of `status`; answers the job's slug and the company's.
 */
export async function createCompanyJob(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  { name, title, status, description = '<p>A role.</p>' }: { name: string; title: string; status: 'active' | 'expired'; description?: string },
) {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } })
  try {
    expect((await admin.post('/cms/api/users/login', { data: { email: 'admin@example.com', password: 'nomad-admin-2025' } })).ok()).toBe(true)
    const stamp = Date.now().toString(36)
    const companySlug = `${name.toLowerCase()}-${stamp}`
    const company = (await (await admin.post('/cms/api/companies', { data: { name: `${name} ${stamp}`, slug: companySlug } })).json()).doc
    const slug = `${title.toLowerCase().replace(/\s+/g, '-')}-${stamp}`
    const created = await admin.post('/cms/api/jobs', {
      data: { title: `${title} ${stamp}`, slug, description, postedAt: new Date().toISOString(), type: 'contract', experienceLevel: 'mid', company: company.id, source: 'internal', externalId: companySlug, status },
    })
    expect(created.ok()).toBe(true)
    return { stamp, slug, companySlug }
  } finally {
    await admin.dispose()
  }
}
