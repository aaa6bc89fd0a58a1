import type { Alert } from '@cms/contract/alerts'
import { BellOff } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Button } from '@web/components/ui/Button'
import { ConfirmDialog } from '@web/components/ui/ConfirmDialog'
import { toast } from '@web/components/ui/useToast'
import { apiErrorBody } from '@web/lib/apiErrorBody'
import { useDeleteMyAlert, useMyAlerts, useUpdateMyAlert } from '../api/myAlerts'
import { FREQUENCY_LABELS, searchPath } from '../followedSearch'
import { FrequencySelect } from './FrequencySelect'

const failed = (error: unknown) =>
  toast({ title: 'Something went wrong', description: apiErrorBody(error).message || 'Please try again.', variant: 'destructive' })

/** One alert: its search, its frequency (changed at once, with a toast) and a delete that asks first. */
function AlertItem({ alert }: { alert: Alert }) {
  const update = useUpdateMyAlert()
  const remove = useDeleteMyAlert()
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link to={searchPath(alert.search)} className="font-medium text-slate-900 hover:text-brand-700">
          {alert.title}
        </Link>
        {!alert.confirmed && <p className="text-xs text-amber-700">Waiting for confirmation from the e-mail we sent</p>}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`alert-${alert.id}`} className="sr-only">
          How often
        </label>
        <div className="w-48">
          <FrequencySelect
            id={`alert-${alert.id}`}
            value={alert.frequency}
            disabled={update.isPending}
            onChange={(frequency) =>
              update.mutate(
                { id: alert.id, frequency },
                { onSuccess: ({ alert: changed }) => toast({ title: 'Alert updated', description: `${changed.title}: ${FREQUENCY_LABELS[changed.frequency]}.` }), onError: failed },
              )
            }
          />
        </div>
        <ConfirmDialog
          trigger={
            <Button variant="outline-danger" busy={remove.isPending} busyLabel="Deleting...">
              Delete
            </Button>
          }
          title="Delete this alert?"
          description={`${alert.title}: you will not receive any more e-mails for it.`}
          confirmLabel="Delete alert"
          onConfirm={() => remove.mutate(alert.id, { onSuccess: ({ message }) => toast({ title: 'Alert deleted', description: message }), onError: failed })}
        />
      </div>
    </li>
  )
}

/** The Alerts tab of /profile: the account's alerts, each with its frequency and a delete button. */
export function AlertsTab() {
  const alerts = useMyAlerts()

  if (alerts.isLoading) return <p className="py-8 text-center text-slate-500">Loading alerts...</p>
  if (alerts.isError || !alerts.data) return <p role="alert" className="py-8 text-center text-red-600">Your alerts could not be loaded. Please try again.</p>
  const { alerts: list, emailConfirmed } = alerts.data
  if (!list.length) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center text-slate-500">
        <BellOff size={32} />
        {/* Unconfirmed, an alert may be waiting for its mail: "none yet" would be wrong (the list is empty by design). */}
        <p className="font-medium">{emailConfirmed ? 'No job alerts yet' : 'Your alerts show here once your address is confirmed'}</p>
        <p className="text-sm">
          Search for jobs and choose <Link to="/search" className="font-medium text-brand-700 hover:underline">'Get alerts for this search'</Link>.
        </p>
        {!emailConfirmed && (
          <p className="max-w-md text-sm">
            Your first alert is confirmed by a link we e-mail to your account's address. Once you have followed it, your alerts are listed here and new
            ones start at once.
          </p>
        )}
      </div>
    )
  }
  return (
    <div>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Job alerts</h2>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {list.map((alert) => (
          <AlertItem key={alert.id} alert={alert} />
        ))}
      </ul>
    </div>
  )
}
