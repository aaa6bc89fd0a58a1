import { Briefcase } from 'lucide-react'
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom'
import { useNavigationPending } from '@web/lib/navigationPending'
import { useSlots } from '@web/components/slots'
import { PageSpinner } from '@web/components/ui/Spinner'
import { Tab, TabList, TabPanel, Tabs } from '@web/components/ui/Tabs'
import { useSession } from '@web/lib/session/getSession'
import { avatarInitials } from '@web/lib/session/avatarInitials'
import { AccountDataSection } from '../components/AccountDataSection'
import { ChangePasswordForm } from '../components/ChangePasswordForm'
import { NoScriptProfile } from '../components/NoScriptProfile'
import { ProfileDetails } from '../components/ProfileDetails'
import { SavedJobList } from '../components/SavedJobList'

const TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'security', label: 'Security' },
  { value: 'saved', label: 'Saved Jobs' },
  { value: 'applications', label: 'Applications' },
] as const

/**
 * The product does not handle applications (Apply opens the employer's own posting), so this tab says so and
 * what it is for, rather than suggesting applications would appear here by themselves.
 */
function ApplicationsEmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-10 text-center text-slate-600">
      <Briefcase size={32} aria-hidden />
      <p className="font-medium">No applications yet</p>
      <p className="max-w-md text-sm">
        This tab will list the jobs you have applied to. You apply on each employer's own site, so we cannot see your applications yet: until
        then, keep the jobs you are interested in under Saved Jobs.
      </p>
    </div>
  )
}

/**
 * While the session is asked for: the spinner, or, in a browser that runs no script, what works without it (the
 * server renders the profile itself for a request with a session: this is the page of one without).
 */
function SessionWait() {
  return (
    <>
      <div className="noscript:hidden">
        <PageSpinner />
      </div>
      <section className="mx-auto hidden max-w-2xl px-4 py-10 noscript:block">
        <h1 className="text-2xl font-bold text-slate-900">Your profile</h1>
        <p className="mt-3 text-slate-700">
          Sign in to see your profile and saved jobs. Without JavaScript you can still search jobs, and a job's Save Job button signs you in and
          saves it.
        </p>
        <div className="mt-4 flex flex-wrap gap-4">
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
          <Link to="/search" className="font-semibold text-brand-700 hover:underline">
            Browse jobs
          </Link>
        </div>
      </section>
    </>
  )
}

/** /profile: signed-in only (otherwise /auth); the four tabs of the spec plus those the app adds (Alerts). */
export default function ProfileScreen() {
  const { user, loading } = useSession()
  const { profileTabs = [] } = useSlots()
  // /settings and links such as /profile?tab=security open a given tab.
  const requested = useSearchParams()[0].get('tab')
  const initialTab = [...TABS, ...profileTabs].some((tab) => tab.value === requested) ? requested! : 'profile'
  // A session that ends while the app is already going elsewhere (home, after deleting the account) is no reason
  // to send the visitor to /auth: that navigation would cancel the one under way. The router renders a finished
  // navigation in a transition, so this page can still be on screen after the address bar has moved on: both count.
  const { pathname } = useLocation()
  const addressMovedOn = typeof window !== 'undefined' && window.location.pathname !== pathname
  const leaving = useNavigationPending() || addressMovedOn
  if (loading) return <SessionWait />
  if (!user) return leaving ? <PageSpinner /> : <Navigate to="/auth" replace />

  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex items-center gap-4">
        <div className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white">{avatarInitials(user.fullName)}</div>
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{user.fullName || 'User'}</h1>
          <p className="text-sm text-slate-600">{user.email}</p>
        </div>
      </div>
      <NoScriptProfile user={user} />
      <Tabs look="underline" defaultValue={initialTab} className="mt-8 noscript:hidden">
        <TabList aria-label="Profile sections">
          {[...TABS, ...profileTabs].map((tab) => (
            <Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <div className="rounded-b-lg bg-white py-6">
          <TabPanel value="profile">
            <ProfileDetails user={user} />
            <AccountDataSection />
          </TabPanel>
          <TabPanel value="security">
            <h2 className="mb-4 text-lg font-semibold text-slate-900">Change Password</h2>
            <ChangePasswordForm />
          </TabPanel>
          <TabPanel value="saved">
            <SavedJobList />
          </TabPanel>
          <TabPanel value="applications">
            <ApplicationsEmptyState />
          </TabPanel>
          {profileTabs.map(({ value, Content }) => (
            <TabPanel key={value} value={value}>
              <Content />
            </TabPanel>
          ))}
        </div>
      </Tabs>
    </section>
  )
}
