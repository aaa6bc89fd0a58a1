import { Link } from 'react-router-dom'
import { PageSpinner } from '@web/components/ui/Spinner'
import { useSession } from '@web/lib/session/getSession'
import { SavedJobList } from '../components/SavedJobList'

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Saved Jobs</h1>
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** /saved-jobs: sign-in prompt when signed out; otherwise the saved jobs (loading, error, empty and list states). */
export default function SavedJobsScreen() {
  const { user, loading } = useSession()

  if (loading) return <PageSpinner />
  if (!user) {
    return (
      <Shell>
        <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
          <p className="text-slate-700">Sign in to see the jobs you saved.</p>
          <Link to="/login" className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            Sign In
          </Link>
        </div>
      </Shell>
    )
  }
  return (
    <Shell>
      <SavedJobList />
    </Shell>
  )
}
