import { BellRing } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { newAlertPath } from '@cms/contract/alertValues'
import { LinkTrigger } from '@web/components/ui/LinkTrigger'
import { useDialogOnDemand } from '@web/components/ui/useDialogOnDemand'
import { followedFilters } from '../followedSearch'

const FollowSearchDialog = lazy(() => import('./FollowSearchDialog'))

/**
 * 'Get alerts for this search': a small form (e-mail, prefilled when signed in, and frequency) that
 * creates an alert for the list's current filters (the list's feeds sit beside it: `FeedLinks`).
 * The form's code loads when the button is first pressed. Before hydration (or without JavaScript) the button
 * is a link to the new-alert page, whose form posts without script.
 */
export function FollowSearchControl({ search, email }: { search: string; email?: string }) {
  const dialog = useDialogOnDemand<HTMLAnchorElement>()
  const filters = followedFilters(search)

  return (
    <div className="flex flex-wrap items-center gap-3">
      <LinkTrigger
        href={newAlertPath(search)}
        {...dialog.hashTriggerProps}
        className="inline-flex items-center gap-2 rounded-lg border border-brand-600 bg-white px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <BellRing size={16} aria-hidden />
        Get alerts for this search
      </LinkTrigger>
      {dialog.wanted && (
        <Suspense fallback={null}>
          <FollowSearchDialog open={dialog.open} onOpenChange={dialog.setOpen} onCloseAutoFocus={dialog.returnFocus} filters={filters} accountEmail={email} />
        </Suspense>
      )}
    </div>
  )
}
