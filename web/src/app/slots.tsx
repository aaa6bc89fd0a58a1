import { lazy, Suspense } from 'react'
import { useSession } from '@web/lib/session/getSession'
import { FollowSearchControl } from '@web/features/alerts/components/FollowSearchControl'
import type { Slots } from '@web/components/slots'

// The profile's alerts tab loads with the profile, not with every page.
const AlertsTab = lazy(() => import('@web/features/alerts/components/AlertsTab').then((module) => ({ default: module.AlertsTab })))

/** The alerts control on job lists, with the signed-in user's address prefilled. */
function FollowSearch({ search }: { search: string }) {
  const { user } = useSession()
  return <FollowSearchControl search={search} email={user?.email} />
}

function AlertsTabWhenLoaded() {
  return (
    <Suspense fallback={<p className="py-8 text-center text-slate-500">Loading alerts...</p>}>
      <AlertsTab />
    </Suspense>
  )
}

/** What the app puts in the screens' slots (features never import each other). */
export const appSlots: Slots = {
  SearchActions: FollowSearch,
  profileTabs: [{ value: 'alerts', label: 'Alerts', Content: AlertsTabWhenLoaded }],
}
