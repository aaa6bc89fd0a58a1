import { type DefaultError, type EnsureQueryDataOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { redirect, type LoaderFunctionArgs } from 'react-router-dom'
import { featuredPostsQueryOptions } from '@web/lib/blog/getFeaturedPosts'
import { postQueryOptions } from '@web/features/blog/api/getPost'
import { postsQueryOptions } from '@web/features/blog/api/getPosts'
import { latestJobsQueryOptions } from '@web/features/home/api/getLatestJobs'
import { categoryPageQueryOptions } from '@web/features/jobs/api/getCategoryPage'
import { jobQueryOptions } from '@web/features/jobs/api/getJob'
import { keywordBlogsQueryOptions } from '@web/features/jobs/api/getKeywordBlogs'
import { keywordJobsQueryOptions } from '@web/features/jobs/api/getKeywordJobs'
import { keywordLocationsQueryOptions } from '@web/features/jobs/api/getKeywordLocations'
import { locationPageQueryOptions } from '@web/features/jobs/api/getLocationPage'
import { countryLandingQueryOptions, landingCountriesQueryOptions } from '@web/features/jobs/api/getCountryLanding'
import { salaryDistributionQueryOptions } from '@web/features/jobs/api/getSalaryDistribution'
import { searchJobsQueryOptions } from '@web/features/jobs/api/searchJobs'
import { companiesQueryOptions, companyPageQueryOptions } from '@web/features/jobs/api/getCompanies'
import { companiesQueryString } from '@web/features/jobs/lib/companiesQuery'
import { searchScreenQueryString } from '@web/features/jobs/lib/searchQuery'
import { listQueryString } from '@web/features/jobs/lib/filters'
import { keywordQueryString } from '@web/features/jobs/lib/keywordQuery'
import { categoriesQueryOptions } from '@web/lib/taxonomy/getCategories'
import { locationsQueryOptions } from '@web/lib/taxonomy/getLocations'
import { toolkitToolsQueryOptions } from '@web/features/toolkit/api/getToolkitTools'
import { sitePageQueryOptions } from '@web/features/pages/api/getSitePage'
import { jobPostTiersQueryOptions } from '@web/features/jobPosts/api/getJobPostTiers'
import { managedJobPostQueryOptions } from '@web/features/jobPosts/api/getManagedJobPost'
import { savedJobsQueryOptions } from '@web/features/accounts/api/getSavedJobs'
import { sessionQueryOptions } from '@web/lib/session/getSession'
import { REPORT_MESSAGES } from '@cms/contract/reportValues'
import type { SalarySubject } from '@cms/contract/salaryDistribution'
import { ApiError } from '@web/lib/apiClient'
import { type MissingKind, missing } from './missing'

type Loader = (args: LoaderFunctionArgs) => Promise<null>

const searchOf = (request: Request) => new URL(request.url).searchParams

/**
 * The data each route needs, filled into the query cache before the screen renders: on the server before
 * the HTML is written, in the browser before a client navigation shows the new screen. A 404 or 410 from
 * the API becomes the route's not-found answer (the status of the server-rendered page).
 * `clientOf` gives the query cache of the request being loaded: the page's one in the browser, a fresh one per
 * render on the server, which builds its route table once for every render.
 */
export function createLoaders(clientOf: () => QueryClient) {
  function ensure<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>): Promise<TData> {
    return clientOf().ensureQueryData(options)
  }
  async function need(queries: () => Promise<unknown>[], kind?: MissingKind) {
    try {
      await Promise.all(queries())
    } catch (error) {
      if (kind && error instanceof ApiError && (error.status === 404 || error.status === 410)) {
        throw missing(kind, error.status, { underReview: error.message.includes(REPORT_MESSAGES.underReview) })
      }
      // Other failures render the screen's own error state (the browser retries on navigation).
    }
    return null
  }
  // A landing page's salary chart is an extra: prefetched (never throws), so a failed read leaves the page whole.
  const salaries = (kind: SalarySubject['kind'], slug = '') => clientOf().prefetchQuery(salaryDistributionQueryOptions({ kind, slug }))
  const loader =
    (queries: (args: LoaderFunctionArgs) => Promise<unknown>[], kind?: MissingKind): Loader =>
    (args) =>
      need(() => queries(args), kind)

  return {
    /** The header's and footer's category and location links, on every page. */
    layout: loader(() => [ensure(categoriesQueryOptions()), ensure(locationsQueryOptions())]),
    home: loader(() => [ensure(featuredPostsQueryOptions()), ensure(latestJobsQueryOptions())]),
    job: loader(({ params }) => [ensure(jobQueryOptions(params.slug ?? ''))], 'job'),
    search: loader(({ request }) => [ensure(searchJobsQueryOptions(searchScreenQueryString(searchOf(request))))]),
    categories: loader(() => [ensure(categoriesQueryOptions())]),
    category: loader(
      ({ params, request }) => [ensure(categoryPageQueryOptions(params.slug ?? '', listQueryString(searchOf(request)))), ensure(categoriesQueryOptions()), salaries('category', params.slug)],
      'category',
    ),
    locations: loader(() => [ensure(locationsQueryOptions())]),
    location: loader(
      ({ params, request }) => [ensure(locationPageQueryOptions(params.slug ?? '', listQueryString(searchOf(request)))), ensure(locationsQueryOptions()), ensure(landingCountriesQueryOptions())],
      'location',
    ),
    /** /remote-jobs-from/{country}: a country without a landing page is the 404 screen (status 404, noindex). */
    countryLanding: loader(({ params, request }) => [ensure(countryLandingQueryOptions(params.country ?? '', listQueryString(searchOf(request)))), salaries('country', params.country)], 'page'),
    companies: loader(({ request }) => [ensure(companiesQueryOptions(companiesQueryString(searchOf(request))))]),
    /** /companies/{slug}: an unknown company is the 404 screen, one without live jobs for 180 days the 410 one. */
    company: loader(({ params, request }) => [ensure(companyPageQueryOptions(params.slug ?? '', listQueryString(searchOf(request))))], 'company'),
    /** A keyword page lists what its words match, strictly; when nothing matches it is no page (404, noindex). */
    keyword: async ({ params, request }) => {
      const search = searchJobsQueryOptions(keywordQueryString(params.keyword ?? '', searchOf(request)))
      await need(() => [ensure(search), ensure(keywordJobsQueryOptions(50)), ensure(keywordLocationsQueryOptions(5)), salaries('keyword', params.keyword)])
      if (clientOf().getQueryData(search.queryKey)?.pagination.total === 0) throw missing('keyword', 404)
      return null
    },
    sitemap: loader(() => [ensure(keywordJobsQueryOptions(50)), ensure(keywordLocationsQueryOptions(50)), ensure(keywordBlogsQueryOptions(50))]),
    toolkit: loader(() => [ensure(toolkitToolsQueryOptions())]),
    blog: loader(() => [ensure(postsQueryOptions()), ensure(featuredPostsQueryOptions())]),
    post: loader(({ params, request }) => [ensure(postQueryOptions(params.slug ?? '', new URL(request.url).searchParams.get('preview')))], 'post'),
    /** /post-a-job: the categories and tiers the form offers. */
    postJob: loader(() => [ensure(categoriesQueryOptions()), ensure(jobPostTiersQueryOptions())]),
    /** /post-a-job/manage?token=: the post of the link (a wrong token renders the screen's own message). */
    managePost: loader(({ request }) => {
      const token = searchOf(request).get('token')?.trim()
      return token ? [ensure(managedJobPostQueryOptions(token)), ensure(jobPostTiersQueryOptions()), ensure(categoriesQueryOptions())] : []
    }),
    /**
     * /profile rendered for its signed-in visitor (the server gives only this render their session cookie:
     * cms/server/personalAnswers.ts): the account and its saved jobs, so the page reads without script; an ended
     * session goes to /auth as the browser does. In the browser (no cookie header here) the screen asks itself.
     */
    profile: async ({ request }) => {
      if (!request.headers.has('cookie')) return null
      if (!(await ensure(sessionQueryOptions()))) throw redirect('/auth')
      return need(() => [ensure(savedJobsQueryOptions())])
    },
    /** A page editors write in /cms at /{slug}; an unknown slug is the 404 screen with status 404. */
    sitePage: loader(({ params }) => [ensure(sitePageQueryOptions(params.pageSlug ?? ''))], 'page'),
    /** Unknown paths: the 404 screen with status 404. */
    notFound: async (): Promise<null> => {
      throw missing('page', 404)
    },
  } satisfies Record<string, Loader>
}
