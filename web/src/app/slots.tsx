import { useSession } from '@web/lib/session/getSession'
import { AlertsTab } from '@web/features/alerts/components/AlertsTab'
import { FollowSearchControl } from '@web/features/alerts/components/FollowSearchControl'
import type { Slots } from '@web/components/slots'

/** The alerts control on job lists, with the signed-in user's address prefilled. */
function FollowSearch({ search }: { search: string }) {
  const { user } = useSession()
  return <FollowSearchControl key={user?.email ?? ''} search={search} email={user?.email} />
}

/** What the app puts in the screens' slots (features never import each other). */
export const appSlots: Slots = {
  SearchActions: FollowSearch,
  profileTabs: [{ value: 'alerts', label: 'Alerts', Content: AlertsTab }],
}
