import { BellRing, CheckCircle2, CircleAlert } from 'lucide-react'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { apiErrorBody } from '@web/lib/apiErrorBody'
import { PageHead } from '@web/lib/PageHead'
import { useConfirmAlert } from '../api/confirmAlert'
import { Notice, NoticeLink } from '../components/Notice'
import { managePath } from '../followedSearch'

/** /alerts/confirm?token=...: the link of the confirmation e-mail confirms the alert and shows it in words. */
function ConfirmAlertBody() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const { mutate, ...confirm } = useConfirmAlert()
  useEffect(() => {
    if (token) mutate(token)
  }, [token, mutate])

  if (!token || confirm.isError) {
    return (
      <Notice icon={<CircleAlert className="text-red-600" size={40} aria-hidden />} title="This link does not work" role="alert">
        <p className="mt-2 text-slate-600">{(confirm.isError && apiErrorBody(confirm.error).message) || 'This confirmation link is unknown or has already been used.'}</p>
      </Notice>
    )
  }
  if (!confirm.isSuccess) return <Notice icon={<BellRing className="text-slate-400" size={40} aria-hidden />} title="Confirming your alert..." />
  const { alert, manageToken } = confirm.data
  return (
    <Notice
      icon={<CheckCircle2 className="text-brand-600" size={40} aria-hidden />}
      title="Your alert is confirmed"
      role="status"
      search={alert.search}
      links={<NoticeLink to={managePath(manageToken)}>Manage or unsubscribe</NoticeLink>}
    >
      <p className="mt-3 text-lg font-medium text-slate-800">{alert.description}</p>
      <p className="mt-2 text-slate-600">We will e-mail {alert.email} when new matching jobs appear. Every e-mail has a link to change or stop it.</p>
    </Notice>
  )
}

export default function ConfirmAlertScreen() {
  return (
    <>
      <PageHead title="Confirm your job alert | Nomad Jobs" robots="noindex" />
      <ConfirmAlertBody />
    </>
  )
}
