import { BellOff } from 'lucide-react'
import { Link } from 'react-router-dom'
import { apiErrorBody } from '@web/lib/apiErrorBody'
import { useDeleteMyAlert, useMyAlerts, useUpdateMyAlert } from '../api/myAlerts'
import { FrequencySelect } from './FrequencySelect'
import { Button } from '@web/components/ui/Button'

/** The Alerts tab of /profile: the account's alerts, each with its frequency and a delete button. */
export function AlertsTab() {
  const alerts = useMyAlerts()
  const update = useUpdateMyAlert()
  const remove = useDeleteMyAlert()
  const failure = update.error ?? remove.error

  if (alerts.isLoading) return <p className="py-8 text-center text-slate-500">Loading alerts...</p>
  if (alerts.isError) return <p role="alert" className="py-8 text-center text-red-600">Your alerts could not be loaded. Please try again.</p>
  const list = alerts.data?.alerts ?? []
  if (!list.length) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-slate-500">
        <BellOff size={32} />
        <p className="font-medium">No job alerts yet</p>
        <p className="text-sm">
          Search for jobs and choose <Link to="/search" className="font-medium text-brand-700 hover:underline">'Get alerts for this search'</Link>.
        </p>
      </div>
    )
  }
  return (
    <div>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Job alerts</h2>
      {failure && (
        <p role="alert" className="mb-3 text-sm text-red-600">
          {apiErrorBody(failure).message || 'Something went wrong. Please try again.'}
        </p>
      )}
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {list.map((alert) => (
          <li key={alert.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <Link to={`/search${alert.search ? `?${alert.search}` : ''}`} className="font-medium text-slate-900 hover:text-brand-700">
                {alert.title}
              </Link>
              {!alert.confirmed && <p className="text-xs text-amber-700">Waiting for confirmation from the e-mail we sent</p>}
            </div>
            <div className="flex items-center gap-2">
              <label htmlFor={`alert-${alert.id}`} className="sr-only">
                How often
              </label>
              <div className="w-48">
                <FrequencySelect id={`alert-${alert.id}`} value={alert.frequency} onChange={(frequency) => update.mutate({ id: alert.id, frequency })} disabled={update.isPending} />
              </div>
              <Button variant="outline-danger" onClick={() => remove.mutate(alert.id)} disabled={remove.isPending}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
