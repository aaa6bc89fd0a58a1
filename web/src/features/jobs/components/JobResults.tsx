import type { JobListItem, Pagination as PaginationBlock } from '@cms/contract/jobs'
import { useId } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { keptFormFields, pageFromParams, sortFromParams } from '../lib/filters'
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
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid="job-count">
          {data ? (countLabel ? countLabel(total) : `${jobTotalText(data.pagination)} ${total === 1 ? 'job' : 'jobs'} found`) : '\u00a0'}
        </p>
        <SortSelect value={sortFromParams(params)} onChange={setSort} action={pathname} keep={keptFormFields(params, ['page', 'sort'])} />
      </div>
      <JobList jobs={data?.jobs} isLoading={isLoading && !data} isError={isError} emptyMessage={emptyMessage} visitorCountry={countryOfPage} />
      {data && !isError && <Pagination page={page} totalPages={totalPagesOf(data.pagination)} hrefFor={hrefFor} onNavigate={scrollToTop} />}
    </section>
  )
}
