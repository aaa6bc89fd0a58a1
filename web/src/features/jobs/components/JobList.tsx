import type { JobListItem } from '@cms/contract/jobs'
import { FEATURED_HIGHLIGHTS_PER_PAGE } from '@cms/contract/jobValues'
import { SearchX } from 'lucide-react'
import { JOB_LIST_ERROR, splitEmptyMessage } from '../lib/emptyMessage'
import { JobCard } from './JobCard'
import { PageSpinner } from '@web/components/ui/Spinner'

/** A job list with its states: spinner, error text, empty heading + hint, or the cards. */
export function JobList({
  jobs,
  isLoading,
  isError,
  emptyMessage,
  visitorCountry,
}: {
  jobs: JobListItem[] | undefined
  isLoading: boolean
  isError: boolean
  emptyMessage?: string
  /** Where the reader lives when the page itself says so (see JobCard). */
  visitorCountry?: string
}) {
  if (isLoading) return <PageSpinner label="Loading jobs" />
  if (isError)
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-700">
        {JOB_LIST_ERROR}
      </p>
    )
  if (!jobs || jobs.length === 0) {
    const { heading, hint } = splitEmptyMessage(emptyMessage)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <SearchX className="mx-auto text-slate-400" size={36} aria-hidden />
        <h3 className="mt-3 text-lg font-semibold text-slate-900">{heading}</h3>
        <p className="mt-1 text-slate-600">{hint}</p>
      </div>
    )
  }
  return (
    <div className="space-y-4" data-testid="job-list">
      {jobs.map((job) => (
        <JobCard key={job.id} job={job} highlight={job.featured && jobs.filter((j) => j.featured).indexOf(job) < FEATURED_HIGHLIGHTS_PER_PAGE} visitorCountry={visitorCountry} />
      ))}
    </div>
  )
}
