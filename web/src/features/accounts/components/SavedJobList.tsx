import { JOB_TYPE_LABELS, type JobType } from '@cms/contract/jobValues'
import { Bookmark, Building2, MapPin } from 'lucide-react'
import { Link } from 'react-router-dom'
import { SaveJobButton } from '@web/components/session/SaveJobButton'
import { Button } from '@web/components/ui/Button'
import { PageSpinner } from '@web/components/ui/Spinner'
import { formatDay } from '@web/lib/dates'
import { useSavedJobs } from '../api/getSavedJobs'

/**
 * The signed-in user's saved jobs with their loading, error and empty states: one query and one list for
 * /saved-jobs and the profile's Saved Jobs tab, so the two can never disagree.
 */
/** Render only for a signed-in user. */
export function SavedJobList() {
  const saved = useSavedJobs()

  if (saved.isPending) return <PageSpinner />
  if (saved.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center text-red-700">
        <p>Failed to load your saved jobs. Please try again.</p>
        <Button variant="danger" className="mt-4" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </div>
    )
  }
  if (saved.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-10 text-center text-slate-600">
        <Bookmark size={32} />
        <p className="font-medium">No saved jobs yet</p>
        <p className="text-sm">Save jobs you like and they will show up here.</p>
        <Link to="/search" className="mt-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Browse Jobs
        </Link>
      </div>
    )
  }
  return (
    <ul className="space-y-4" aria-label="Saved jobs">
      {saved.data.map((job) => (
        <li key={job.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <Link to={`/jobs/${job.slug}`} className="text-lg font-semibold text-slate-900 hover:text-brand-700">
              {job.title}
            </Link>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              {job.company && (
                <span className="inline-flex items-center gap-1">
                  <Building2 size={14} /> {job.company.name}
                </span>
              )}
              {job.location && (
                <span className="inline-flex items-center gap-1">
                  <MapPin size={14} /> {job.location}
                </span>
              )}
              <span>{JOB_TYPE_LABELS[job.type as JobType] ?? job.type}</span>
              <span>Posted {formatDay(new Date(job.postedAt))}</span>
              {job.status !== 'active' && <span className="font-medium text-amber-700">No longer open</span>}
            </div>
          </div>
          <SaveJobButton jobSlug={job.slug} />
        </li>
      ))}
    </ul>
  )
}
