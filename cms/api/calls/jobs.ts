import { z } from 'zod'
import {
  brandResponseSchema,
  categoryPageResponseSchema,
  countryLandingResponseSchema,
  jobDetailSchema,
  jobListResponseSchema,
  keywordBlogsResponseSchema,
  keywordJobsResponseSchema,
  keywordLocationsResponseSchema,
  landingCountriesResponseSchema,
  locationPageResponseSchema,
  searchCountResponseSchema,
} from '@cms/contract/jobs'
import { jobBeaconRequestSchema } from '@cms/contract/jobPosts'
import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { reportJobRequestSchema, reportJobResponseSchema } from '@cms/contract/reports'
import { salaryDistributionResponseSchema } from '@cms/contract/salaryDistribution'
import { categoryListSchema, locationListSchema } from '@cms/contract/taxonomy'
import { getBrand } from '@cms/domain/brand'
import { countryLandingPage, landingCountries } from '@cms/domain/jobs/countryLanding'
import { getJobBySlug } from '@cms/domain/jobs/getJob'
import { blogKeywords, jobKeywords, locationKeywords, parseKeywordLimit } from '@cms/domain/jobs/keywords'
import { parseJobQuery } from '@cms/domain/jobs/params'
import { salaryDistribution } from '@cms/domain/jobs/salaryDistribution'
import { countJobs, searchJobs } from '@cms/domain/jobs/searchJobs'
import { categoryPage, locationPage } from '@cms/domain/jobs/taxonomyPages'
import { countJobEvent } from '@cms/domain/jobStats/countJobEvent'
import { listCategories, listLocations } from '@cms/domain/taxonomy'
import { reportJob } from '@cms/domain/trust/reportJob'
import { clientIp } from '@cms/lib/clientIp'
import { getPayloadClient } from '@cms/payloadClient'
import { readPoolOf } from '@cms/lib/sql'
import { declare, jsonBody, ok } from '../declaration'
import { BEACON, OPEN_READ, PUBLIC_READ } from '../policy'
import { jobQuerySchema, keywordQuerySchema, salarySubjectQuerySchema, salarySubjectOf } from './queries'

/** The raw list parameters: the domain reads repeated filters (`type=a&type=b`) and their meaning. */
const listParams = (request: Request) => new URL(request.url).searchParams
const limitOf = (request: Request) => parseKeywordLimit(listParams(request).get('limit'))

export const jobCalls = [
  declare({
    method: 'GET',
    path: '/api/search',
    tag: 'Jobs',
    mcpTool: 'search_jobs',
    summary: 'Search active jobs; with count=true only their number.',
    access: 'public',
    policy: PUBLIC_READ,
    query: jobQuerySchema.extend({ count: z.enum(['true']).optional().catch(undefined).describe('Answer { count } only.') }),
    example: { q: 'react developer', location: 'europe', sort: 'relevant', limit: '10' },
    answer: ok(z.union([jobListResponseSchema, searchCountResponseSchema])),
    errors: [400],
    handler: async ({ request, query }) => {
      const parsed = parseJobQuery(listParams(request))
      const payload = await getPayloadClient()
      if (query.count === 'true') return Response.json({ count: await countJobs(readPoolOf(payload), parsed) })
      // A keyword page's strict search names its number ("22 live jobs mention SEO"): it stays exact.
      return Response.json(await searchJobs(payload, parsed.match === 'smart' ? { ...parsed, countLimit: SEARCH_COUNT_LIMIT } : parsed))
    },
  }),
  declare({
    method: 'GET',
    path: '/api/jobs',
    tag: 'Jobs',
    summary: 'List active jobs by filters (no free text).',
    access: 'public',
    policy: PUBLIC_READ,
    query: jobQuerySchema.omit({ q: true }),
    example: { type: 'full-time', timezone: 'europe', sort: 'newest' },
    answer: ok(jobListResponseSchema),
    errors: [400],
    handler: async ({ request }) => Response.json(await searchJobs(await getPayloadClient(), { ...parseJobQuery(listParams(request)), q: '', countLimit: SEARCH_COUNT_LIMIT })),
  }),
  declare({
    method: 'GET',
    path: '/api/jobs/:slug',
    tag: 'Jobs',
    mcpTool: 'get_job',
    summary: 'One job, with who may apply.',
    access: 'public',
    policy: PUBLIC_READ,
    params: { slug: "The job's slug." },
    answer: ok(jobDetailSchema),
    errors: [404, 410],
    handler: async ({ params }) => Response.json(await getJobBySlug(await getPayloadClient(), params.slug)),
  }),
  declare({
    method: 'POST',
    path: '/api/jobs/:slug/reports',
    tag: 'Jobs',
    summary: "Report a job (filled, scam, not remote, duplicate, other); reports from three addresses hide it until staff review it (a paid, approved post stays listed and staff are mailed).",
    access: 'public',
    params: { slug: "The job's slug." },
    body: jsonBody(reportJobRequestSchema),
    answer: { status: 201, schema: reportJobResponseSchema },
    errors: [404, 429],
    handler: async ({ request, params, body }) => {
      return Response.json(await reportJob(await getPayloadClient(), params.slug, body, { address: clientIp(request) }), { status: 201 })
    },
  }),
  declare({
    method: 'POST',
    path: '/api/jobs/:slug/beacon',
    tag: 'Jobs',
    summary: "The job page's count of a view or an apply click, once per client, job and day: no cookie, nothing about the visitor stored, bots and aggregated jobs answered alike but not counted.",
    access: 'public',
    policy: BEACON,
    params: { slug: "The job's slug." },
    body: jsonBody(jobBeaconRequestSchema),
    answer: { status: 204, schema: null, description: 'Received (counted for employers’ own jobs).' },
    errors: [404],
    handler: async ({ request, params, body }) => {
      await countJobEvent(await getPayloadClient(), params.slug, body.event, { userAgent: request.headers.get('user-agent'), client: clientIp(request) })
      return new Response(null, { status: 204 })
    },
  }),
  declare({
    method: 'GET',
    path: '/api/categories',
    tag: 'Jobs',
    mcpTool: 'list_categories',
    summary: 'Every category.',
    access: 'public',
    policy: PUBLIC_READ,
    answer: ok(categoryListSchema),
    errors: [],
    handler: async () => Response.json(await listCategories(await getPayloadClient())),
  }),
  declare({
    method: 'GET',
    path: '/api/categories/:slug',
    tag: 'Jobs',
    summary: 'A category with its jobs.',
    access: 'public',
    policy: PUBLIC_READ,
    params: { slug: "The category's slug." },
    query: jobQuerySchema,
    answer: ok(categoryPageResponseSchema),
    errors: [400, 404],
    handler: async ({ request, params }) => Response.json(await categoryPage(await getPayloadClient(), params.slug, parseJobQuery(listParams(request)))),
  }),
  declare({
    method: 'GET',
    path: '/api/locations',
    tag: 'Jobs',
    mcpTool: 'list_locations',
    summary: 'Every location.',
    access: 'public',
    policy: PUBLIC_READ,
    answer: ok(locationListSchema),
    errors: [],
    handler: async () => Response.json(await listLocations(await getPayloadClient())),
  }),
  declare({
    method: 'GET',
    path: '/api/locations/:slug',
    tag: 'Jobs',
    summary: 'A location with its jobs.',
    access: 'public',
    policy: PUBLIC_READ,
    params: { slug: "The location's slug." },
    query: jobQuerySchema,
    answer: ok(locationPageResponseSchema),
    errors: [400, 404],
    handler: async ({ request, params }) => Response.json(await locationPage(await getPayloadClient(), params.slug, parseJobQuery(listParams(request)))),
  }),
  declare({
    method: 'GET',
    path: '/api/remote-jobs-from',
    tag: 'Jobs',
    summary: 'The countries with a "Remote jobs you can do from …" page.',
    access: 'public',
    policy: PUBLIC_READ,
    answer: ok(landingCountriesResponseSchema),
    errors: [],
    handler: async () => Response.json({ countries: await landingCountries(readPoolOf(await getPayloadClient())) }),
  }),
  declare({
    method: 'GET',
    path: '/api/remote-jobs-from/:slug',
    tag: 'Jobs',
    summary: 'The jobs someone living in a country can take: those restricted to places that hold it first, then worldwide ones.',
    access: 'public',
    policy: PUBLIC_READ,
    params: { slug: "The country's slug (its English name)." },
    query: jobQuerySchema,
    answer: ok(countryLandingResponseSchema),
    errors: [400, 404],
    handler: async ({ request, params }) => Response.json(await countryLandingPage(await getPayloadClient(), params.slug, parseJobQuery(listParams(request)))),
  }),
  declare({
    method: 'GET',
    path: '/api/salary-distribution',
    tag: 'Jobs',
    summary: "What a category's, a keyword's or a country's live jobs pay a year (USD quartiles), when at least 5 state a salary.",
    access: 'public',
    policy: PUBLIC_READ,
    query: salarySubjectQuerySchema,
    example: { category: 'development' },
    answer: ok(salaryDistributionResponseSchema),
    errors: [400, 404],
    handler: async ({ query }) => Response.json(await salaryDistribution(await getPayloadClient(), salarySubjectOf(query))),
  }),
  declare({
    method: 'GET',
    path: '/api/keywords/jobs',
    tag: 'Jobs',
    summary: 'Keyword pages for job titles.',
    access: 'public',
    policy: OPEN_READ,
    query: keywordQuerySchema,
    answer: ok(keywordJobsResponseSchema),
    errors: [],
    handler: async ({ request }) => Response.json({ success: true, jobs: await jobKeywords(await getPayloadClient(), limitOf(request)) }),
  }),
  declare({
    method: 'GET',
    path: '/api/keywords/locations',
    tag: 'Jobs',
    summary: 'Keyword pages for locations.',
    access: 'public',
    policy: OPEN_READ,
    query: keywordQuerySchema,
    answer: ok(keywordLocationsResponseSchema),
    errors: [],
    handler: async ({ request }) => Response.json({ success: true, locations: await locationKeywords(await getPayloadClient(), limitOf(request)) }),
  }),
  declare({
    method: 'GET',
    path: '/api/keywords/blogs',
    tag: 'Jobs',
    summary: 'Keyword pages for blog topics.',
    access: 'public',
    policy: OPEN_READ,
    query: keywordQuerySchema,
    answer: ok(keywordBlogsResponseSchema),
    errors: [],
    handler: async ({ request }) => Response.json({ success: true, blogs: await blogKeywords(await getPayloadClient(), limitOf(request)) }),
  }),
  declare({
    method: 'GET',
    path: '/api/brand/:domain',
    tag: 'Jobs',
    summary: "A company's logo, icon, name and colour (Brandfetch).",
    access: 'public',
    policy: OPEN_READ,
    params: { domain: "The company's domain." },
    answer: ok(brandResponseSchema),
    errors: [400, 404],
    handler: async ({ params }) => Response.json(await getBrand(params.domain), { headers: { 'Cache-Control': 'public, max-age=3600' } }),
  }),
]
