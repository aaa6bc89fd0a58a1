import { companyListQuerySchema, companyListResponseSchema, companyPageResponseSchema } from '@cms/contract/companies'
import { companyPage, listCompanies } from '@cms/domain/companies/companyPages'
import { jobQueryOf } from '@cms/domain/jobs/params'
import { readPoolOf } from '@cms/lib/sql'
import { declare, ok } from '../declaration'
import { PUBLIC_READ } from '../policy'
import { jobListQuerySchema } from '@cms/contract/jobQuery'

export const companyCalls = [
  declare({
    method: 'GET',
    path: '/api/companies',
    tag: 'Companies',
    mcpTool: 'list_companies',
    summary: 'The companies with live jobs, most live jobs first; q finds them by a part of their name.',
    access: 'public',
    policy: PUBLIC_READ,
    query: companyListQuerySchema,
    example: { q: 'acme' },
    answer: ok(companyListResponseSchema),
    errors: [400],
    handler: ({ query, payload }) => listCompanies(readPoolOf(payload), { q: query.q, page: query.page }),
  }),
  declare({
    method: 'GET',
    path: '/api/companies/:slug',
    tag: 'Companies',
    summary:
      "A company, what its jobs tell (who they hire from, the hours, the pay, how they post) and a page of its live jobs with the list's filters; 410 once it has had no live job for 180 days.",
    access: 'public',
    policy: PUBLIC_READ,
    params: { slug: "The company's slug." },
    query: jobListQuerySchema.omit({ q: true }),
    answer: ok(companyPageResponseSchema),
    errors: [400, 404, 410],
    handler: ({ params, query, payload }) => companyPage(payload, params.slug, jobQueryOf({ ...query, q: '' })),
  }),
]
