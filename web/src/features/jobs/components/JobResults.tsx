import type { JobListItem, Pagination as PaginationBlock } from '@cms/contract/jobs'
import { useId } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { formatCount } from '@web/lib/numbers'
import { ignoredParams, keptFormFields, pageFromParams, sortFromParams } from '../lib/filters'
import { jobTotalText, totalPagesOf } from '../lib/pagination'
import { JobList } from './JobList'
import { Pagination } from './Pagination'
import { SortSelect } from './SortSelect'
import { WhereYouLiveNotice } from './WhereYouLiveNotice'

export interface JobResultsData {
  jobs: JobListItem[]
  pagination: PaginationBlock
  /** With `country`: how many more jobs do not say where they hire. */
  eligibilityUnknown?: number
}

/** Instead of "No jobs found" beside a count of hundreds: where this page is, and the way to the last one. */
function PastTheEnd({ page, lastPage, href }: { page: number; lastPage: number; href: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center" data-testid="past-the-end">
      <h3 className="text-lg font-semibold text-slate-900">Page {formatCount(page)} is past the end of this list</h3>
      <p className="mt-1 text-slate-600">
        The list has {formatCount(lastPage)} {lastPage === 1 ? 'page' : 'pages'}.{' '}
        <Link to={href} className="font-medium text-brand-700 underline">
          Go to the last page
        </Link>
      </p>
    </div>
  )
}

/**
 * Count line, sort dropdown, list and pagination for a list page. The page and sort live in the URL;
 * changing the page scrolls smoothly to the top.
 */
export function JobResults({
  data,
  isLoading,
  isError,
  emptyMessage,
  countLabel,
  countryOfPage,
}: {
  data: JobResultsData | undefined
  isLoading: boolean
  isError: boolean
  emptyMessage?: string
  countLabel?: (total: number) => string
  /**
   * A country landing page's country (ISO code), which is its path: no chooser notice, nothing filled in, and the
   * cards answer for that country ("Open to Portugal") as a list filtered by `country` does.
   */
  countryOfPage?: string
}) {
  const [params, setParams] = useSearchParams()
  const page = pageFromParams(params)
  const total = data?.pagination.total ?? 0
  const { pathname } = useLocation()
  // Page links carry the list's parameters in their canonical form (a plain form's `type=a&type=b` becomes `type=a,b`).
  const hrefFor = (next: number) => {
    const nextParams = new URLSearchParams(keptFormFields(params, ['page']))
    if (next > 1) nextParams.set('page', String(next))
    const query = nextParams.toString()
    return query ? `${pathname}?${query}` : pathname
  }
  const headingId = useId()
  const ignored = ignoredParams(params)
  // A page number past the list's end (an old or edited link): the list has jobs, this page has none.
  const pastTheEnd = Boolean(data && !isError && data.jobs.length === 0 && total > 0 && page > 1)
  const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' })
  const setSort = (sort: string) => {
    const nextParams = new URLSearchParams(keptFormFields(params, ['page', 'sort']))
    if (sort === 'relevant') nextParams.delete('sort')
    else nextParams.set('sort', sort)
    setParams(nextParams)
  }
  return (
    <section aria-labelledby={headingId}>
      {/* Named by a heading rather than a label, so the job cards' headings follow the page's in order. */}
      <h2 id={headingId} className="sr-only">
        Job results
      </h2>
      {!countryOfPage && <WhereYouLiveNotice eligibilityUnknown={data?.eligibilityUnknown} />}
      {ignored.length > 0 && (
        <p className="mb-4 text-sm text-slate-600" data-testid="ignored-params">
          Left out of this list, as no filter knows {ignored.length === 1 ? 'it' : 'them'}: {ignored.map((entry) => `“${entry}”`).join(', ')}.
        </p>
      )}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid="job-count">
          {data ? (countLabel ? countLabel(total) : `${jobTotalText(data.pagination)} ${total === 1 ? 'job' : 'jobs'} found`) : '\u00a0'}
        </p>
        <SortSelect value={sortFromParams(params)} onChange={setSort} action={pathname} keep={keptFormFields(params, ['page', 'sort'])} />
      </div>
      {data && pastTheEnd ? (
        <PastTheEnd page={page} lastPage={totalPagesOf(data.pagination)} href={hrefFor(totalPagesOf(data.pagination))} />
      ) : (
        <JobList jobs={data?.jobs} isLoading={isLoading && !data} isError={isError} emptyMessage={emptyMessage} visitorCountry={countryOfPage} />
      )}
      {data && !isError && <Pagination page={page} totalPages={totalPagesOf(data.pagination)} hrefFor={hrefFor} onNavigate={scrollToTop} />}
    </section>
  )
}
