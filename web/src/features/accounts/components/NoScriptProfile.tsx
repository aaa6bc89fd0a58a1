import type { SessionUser } from '@cms/contract/accounts'
import { Link } from 'react-router-dom'
import { useHydrated } from '@web/lib/useHydrated'
import { useSavedJobs } from '../api/getSavedJobs'
import { MEMBER_SINCE, ProfileRow } from './ProfileDetails'

/** The saved jobs as plain links (the server rendered them with the page; saving and unsaving need script). */
function SavedJobLinks() {
  const saved = useSavedJobs()
  if (!saved.data) return <p className="text-sm text-slate-600">Your saved jobs could not be loaded.</p>
  if (saved.data.length === 0) return <p className="text-sm text-slate-600">No saved jobs yet. Save jobs you like and they will show up here.</p>
  return (
    <ul className="divide-y divide-slate-100" aria-label="Saved jobs">
      {saved.data.map((job) => (
        <li key={job.id} className="py-3">
          <Link to={`/jobs/${job.slug}`} className="font-semibold text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline">
            {job.title}
          </Link>
          <p className="text-sm text-slate-600">
            {[job.company?.name, job.location].filter(Boolean).join(' · ')}
            {job.status !== 'active' && <span className="ml-2 font-medium text-amber-700">No longer open</span>}
          </p>
        </li>
      ))}
    </ul>
  )
}

/**
 * The profile in a browser that runs no script (the tabs and forms need it): the account's details and its saved
 * jobs, which the server rendered with the page for its signed-in visitor.
 */
export function NoScriptProfile({ user }: { user: SessionUser }) {
  // Once the script runs, the tabs show all of this: the copy leaves the page rather than hide in it twice.
  if (useHydrated()) return null
  return (
    <div className="mt-8 hidden space-y-8 noscript:block">
      <section aria-labelledby="noscript-profile-details">
        <h2 id="noscript-profile-details" className="text-lg font-semibold text-slate-900">
          Profile
        </h2>
        <dl className="mt-2">
          <ProfileRow label="Full Name" value={user.fullName || 'Not set'} />
          <ProfileRow label="Email" value={user.email} />
          <ProfileRow label="Member Since" value={MEMBER_SINCE} />
        </dl>
      </section>
      <section aria-labelledby="noscript-saved-jobs">
        <h2 id="noscript-saved-jobs" className="text-lg font-semibold text-slate-900">
          Saved Jobs
        </h2>
        <SavedJobLinks />
      </section>
      <p className="text-sm text-slate-600">Editing your profile, changing your password, alerts and your account data need JavaScript turned on.</p>
    </div>
  )
}
