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
import { flag, jobListQuerySchema, keywordQuerySchema } from '@cms/contract/jobQuery'
import { SEARCH_COUNT_LIMIT } from '@cms/contract/jobValues'
import { reportJobRequestSchema, reportJobResponseSchema } from '@cms/contract/reports'
import { salaryDistributionResponseSchema } from '@cms/contract/salaryDistribution'
import { categoryListSchema, locationListSchema } from '@cms/contract/taxonomy'
import { getBrand } from '@cms/domain/brand'
import { countryLandingPage, landingCountries } from '@cms/domain/jobs/countryLanding'
import { getJobBySlug } from '@cms/domain/jobs/getJob'
import { blogKeywords, jobKeywords, locationKeywords } from '@cms/domain/jobs/keywords'
import { jobQueryOf } from '@cms/domain/jobs/params'
import { salaryDistribution } from '@cms/domain/jobs/salaryDistribution'
import { countJobs, searchJobs } from '@cms/domain/jobs/searchJobs'
import { categoryPage, locationPage } from '@cms/domain/jobs/taxonomyPages'
import { countJobEvent } from '@cms/domain/jobStats/countJobEvent'
import { listCategories, listLocations } from '@cms/domain/taxonomy'
import { reportJob } from '@cms/domain/trust/reportJob'
import { readPoolOf } from '@cms/lib/sql'
import { answerWith, declare, jsonBody, ok } from '../declaration'
import { BEACON, OPEN_READ, PUBLIC_READ } from '../policy'
import { salarySubjectQuerySchema, salarySubjectOf } from './queries'


export const jobCalls = [
  declare({
    method: 'GET',
    path: '/api/search',
    tag: 'Jobs',
    mcpTool: 'search_jobs',
    summary: 'Search active jobs; with count=true only their number.',
    access: 'public',
    policy: PUBLIC_READ,
    query: jobListQuerySchema.extend({ count: flag('Answer { count } only.') }),
    example: { q: 'react developer', location: 'europe', sort: 'relevant', limit: '10' },
    answer: ok(z.union([jobListResponseSchema, searchCountResponseSchema])),
    errors: [400],
    handler: async ({ query, payload }) => {
      const parsed = jobQueryOf(query)
      if (query.count) return { count: await countJobs(readPoolOf(payload), parsed) }
      // A keyword page's strict search names its number ("22 live jobs mention SEO"): it stays exact.
      return searchJobs(payload, parsed.match === 'smart' ? { ...parsed, countLimit: SEARCH_COUNT_LIMIT } : parsed)
    },
  }),
  declare({
    method: 'GET',
    path: '/api/jobs',
    tag: 'Jobs',
    summary: 'List active jobs by filters (no free text).',
    access: 'public',
    policy: PUBLIC_READ,
    query: jobListQuerySchema.omit({ q: true }),
    example: { type: 'full-time', timezone: 'europe', sort: 'newest' },
    answer: ok(jobListResponseSchema),
    errors: [400],
    handler: ({ query, payload }) => searchJobs(payload, { ...jobQueryOf({ ...query, q: '' }), countLimit: SEARCH_COUNT_LIMIT }),
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
    handler: ({ params, payload }) => getJobBySlug(payload, params.slug),
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
    handler: ({ params, body, payload, client }) => reportJob(payload, params.slug, body, client),
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
    headers: ['user-agent'],
    handler: async ({ params, body, payload, client, headers }) => {
      await countJobEvent(payload, params.slug, body.event, { userAgent: headers.get('user-agent'), client: client.address })
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
    handler: ({ payload }) => listCategories(payload),
  }),
  declare({
    method: 'GET',
    path: '/api/categories/:slug',
    tag: 'Jobs',
    summary: 'A category with its jobs.',
    access: 'public',
    policy: PUBLIC_READ,
    params: { slug: "The category's slug." },
    query: jobListQuerySchema,
    answer: ok(categoryPageResponseSchema),
    errors: [400, 404],
    handler: ({ params, query, payload }) => categoryPage(payload, params.slug, jobQueryOf(query)),
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
    handler: ({ payload }) => listLocations(payload),
  }),
  declare({
    method: 'GET',
    path: '/api/locations/:slug',
    tag: 'Jobs',
    summary: 'A location with its jobs.',
    access: 'public',
    policy: PUBLIC_READ,
    params: { slug: "The location's slug." },
    query: jobListQuerySchema,
    answer: ok(locationPageResponseSchema),
    errors: [400, 404],
    handler: ({ params, query, payload }) => locationPage(payload, params.slug, jobQueryOf(query)),
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
    handler: async ({ payload }) => ({ countries: await landingCountries(readPoolOf(payload)) }),
  }),
  declare({
    method: 'GET',
    path: '/api/remote-jobs-from/:slug',
    tag: 'Jobs',
    summary: 'The jobs someone living in a country can take: those restricted to places that hold it first, then worldwide ones.',
    access: 'public',
    policy: PUBLIC_READ,
    params: { slug: "The country's slug (its English name)." },
    query: jobListQuerySchema,
    answer: ok(countryLandingResponseSchema),
    errors: [400, 404],
    handler: ({ params, query, payload }) => countryLandingPage(payload, params.slug, jobQueryOf(query)),
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
    handler: ({ query, payload }) => salaryDistribution(payload, salarySubjectOf(query)),
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
    handler: async ({ query, payload }) => ({ success: true as const, jobs: await jobKeywords(payload, query.limit) }),
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
    handler: async ({ query, payload }) => ({ success: true as const, locations: await locationKeywords(payload, query.limit) }),
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
    handler: async ({ query, payload }) => ({ success: true as const, blogs: await blogKeywords(payload, query.limit) }),
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
    handler: async ({ params }) => answerWith(await getBrand(params.domain), { headers: { 'Cache-Control': 'public, max-age=3600' } }),
  }),
]
