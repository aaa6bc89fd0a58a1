import { ALERT_CREATED_MESSAGES, ALERT_FORM_RESULT, ALERT_FREQUENCIES, type AlertCreated, type AlertFrequency } from '@cms/contract/alertValues'
import { BellRing, CheckCircle2 } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { PageHead } from '@web/lib/PageHead'
import { AlertForm, useAlertFields } from '../components/AlertForm'
import { Notice } from '../components/Notice'
import { FOLLOW_SEARCH_INTRO, followedFilters, searchPath } from '../followedSearch'

const isCreated = (value: string | null): value is AlertCreated => value !== null && Object.hasOwn(ALERT_CREATED_MESSAGES, value)
const isFrequency = (value: string | null): value is AlertFrequency => (ALERT_FREQUENCIES as readonly (string | null)[]).includes(value)

/** The form, with the error and what was typed when the form post sent the visitor back. */
function NewAlertForm({ params, search }: { params: URLSearchParams; search: string }) {
  const frequency = params.get(ALERT_FORM_RESULT.frequency)
  const fields = useAlertFields(params.get(ALERT_FORM_RESULT.email) ?? '', isFrequency(frequency) ? frequency : undefined)
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="flex items-center gap-3">
        <BellRing className="shrink-0 text-brand-600" size={28} aria-hidden />
        <h1 className="text-2xl font-bold text-slate-900">Get alerts for this search</h1>
      </div>
      <p className="mt-3 text-sm text-slate-600">{FOLLOW_SEARCH_INTRO}</p>
      <AlertForm filters={followedFilters(search)} fields={fields} error={params.get(ALERT_FORM_RESULT.error) ?? undefined} />
      <Link to={searchPath(search)} className="mt-6 inline-flex min-h-6 items-center text-sm font-medium text-brand-700 hover:underline">
        Back to the jobs of this search
      </Link>
    </section>
  )
}

/**
 * /alerts/new?{search}: 'Get alerts for this search' as a page, for visitors without JavaScript (the search pages'
 * button opens a dialog once hydrated, and is a link here before). Its form posts to the form route, which
 * sends the visitor back with `created` (what happened) or the error.
 */
export default function NewAlertScreen() {
  const [params] = useSearchParams()
  const search = new URLSearchParams(followedFilters(params.toString())).toString()
  const created = params.get(ALERT_FORM_RESULT.created)
  return (
    <>
      <PageHead title="Get alerts for this search | Nomad Jobs" robots="noindex" />
      {isCreated(created) ? (
        <Notice icon={<CheckCircle2 className="text-brand-600" size={40} aria-hidden />} title={created === 'active' ? 'Your alert is active' : 'Check your inbox'} role="status" search={search}>
          <p className="mt-2 text-slate-600">{ALERT_CREATED_MESSAGES[created]}</p>
        </Notice>
      ) : (
        <NewAlertForm params={params} search={search} />
      )}
    </>
  )
}
