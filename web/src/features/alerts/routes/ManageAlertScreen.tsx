import { BellRing, CheckCircle2, CircleAlert } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { apiErrorBody, failureMessage } from '@web/lib/apiErrorBody'
import { PageHead } from '@web/lib/PageHead'
import { useDeleteManagedAlert, useManagedAlert, useUpdateManagedAlert } from '../api/manageAlert'
import { FrequencySelect } from '../components/FrequencySelect'
import { Notice } from '../components/Notice'
import { Button } from '@web/components/ui/Button'

/**
 * /alerts/manage?token=...: the manage and unsubscribe links of every alert e-mail, without signing in.
 * Opening it changes nothing (mail scanners follow links); `unsubscribe=1` puts the unsubscribe button first.
 */
function ManageAlertBody() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const unsubscribeFirst = params.get('unsubscribe') === '1'
  const alert = useManagedAlert(token)
  const update = useUpdateManagedAlert(token)
  const remove = useDeleteManagedAlert(token)

  if (remove.isSuccess) {
    return (
      <Notice icon={<CheckCircle2 className="text-brand-600" size={40} aria-hidden />} title="You're unsubscribed" role="status">
        <p className="mt-2 text-slate-600">{remove.data.message}</p>
      </Notice>
    )
  }
  if (!token || alert.isError) {
    const message = (alert.isError && apiErrorBody(alert.error).message) || 'This link is invalid or incomplete. Please use the link from one of our e-mails.'
    return (
      <Notice icon={<CircleAlert className="text-red-600" size={40} aria-hidden />} title="This alert cannot be shown" role="alert">
        <p className="mt-2 text-slate-600">{message}</p>
      </Notice>
    )
  }
  if (!alert.data) return <Notice icon={<BellRing className="text-slate-400" size={40} aria-hidden />} title="Loading your alert..." />

  const { alert: current } = alert.data
  const unsubscribe = (
    <Button variant={unsubscribeFirst ? 'primary' : 'outline-danger'} onClick={() => remove.mutate()} busy={remove.isPending} busyLabel="Unsubscribing...">
      Unsubscribe from this alert
    </Button>
  )
  return (
    <Notice icon={<BellRing className="text-brand-600" size={40} aria-hidden />} title={unsubscribeFirst ? 'Unsubscribe from this alert?' : 'Your job alert'} search={current.search}>
      <p className="mt-3 text-lg font-medium text-slate-800">{current.title}</p>
      <p className="mt-1 text-sm text-slate-600">Sent to {current.email}</p>
      {unsubscribeFirst && <div className="mt-6">{unsubscribe}</div>}
      <div className="mx-auto mt-6 max-w-xs text-left">
        <label htmlFor="manage-frequency" className="mb-1 block text-sm font-medium text-slate-700">
          How often
        </label>
        <FrequencySelect id="manage-frequency" value={current.frequency} onChange={(frequency) => update.mutate(frequency)} disabled={update.isPending} />
        {update.isSuccess && <p role="status" className="mt-2 text-sm text-brand-700">{update.data.message}</p>}
      </div>
      {(update.isError || remove.isError) && (
        <p role="alert" className="mt-4 text-sm text-red-600">
          {failureMessage(update.error ?? remove.error)}
        </p>
      )}
      {!unsubscribeFirst && <div className="mt-6">{unsubscribe}</div>}
    </Notice>
  )
}

export default function ManageAlertScreen() {
  return (
    <>
      <PageHead title="Manage your job alert | Nomad Jobs" robots="noindex" />
      <ManageAlertBody />
    </>
  )
}
