import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useLatestJobs } from '../api/getLatestJobs'

/** 'Latest Remote Jobs' on home: plain links to the newest job pages (crawlers reach jobs from the home page). */
export function LatestJobsSection() {
  const { data } = useLatestJobs()
  const jobs = data?.jobs ?? []
  if (jobs.length === 0) return null
  return (
    <section aria-labelledby="latest-jobs" className="mx-auto max-w-7xl px-4 py-12">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="latest-jobs" className="text-3xl font-bold text-slate-900">
          Latest Remote Jobs
        </h2>
        <Link to="/search?sort=newest" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          All jobs <ArrowRight size={16} aria-hidden />
        </Link>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
        {jobs.map((job) => (
          <li key={job.slug}>
            <Link to={`/jobs/${job.slug}`} className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 hover:shadow-md">
              <span className="block font-semibold text-slate-900">{job.title}</span>
              <span className="mt-1 block text-sm text-slate-600">
                {job.company.name} · {job.location?.name ?? 'Location not specified'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
