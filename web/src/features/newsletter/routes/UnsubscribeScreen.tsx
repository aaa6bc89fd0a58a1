import { CheckCircle2, MailX } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { useHeadTags } from '@web/lib/headTags'
import { serverMessage } from '@web/lib/newsletter/subscribe'
import { useUnsubscribe } from '../api/unsubscribe'

/**
 * The page the unsubscribe link in every newsletter e-mail opens. Opening it changes nothing (mail
 * scanners follow links); the button sends the POST.
 */
export default function UnsubscribeScreen() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const mutation = useUnsubscribe()
  useHeadTags({ title: 'Unsubscribe | Nomad Jobs', robots: 'noindex' })

  if (mutation.isSuccess) {
    return (
      <section className="mx-auto max-w-lg px-4 py-20 text-center" role="status">
        <CheckCircle2 className="mx-auto text-brand-600" size={40} aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">You're unsubscribed</h1>
        <p className="mt-2 text-slate-600">{mutation.data.message}</p>
        <Link to="/" className="mt-6 inline-block font-medium text-brand-700 hover:underline">
          Back to the home page
        </Link>
      </section>
    )
  }

  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center">
      <MailX className="mx-auto text-slate-500" size={40} aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Unsubscribe from Nomad Updates</h1>
      {token ? (
        <>
          <p className="mt-2 text-slate-600">Confirm to stop receiving our newsletter e-mails. You can subscribe again at any time.</p>
          <button
            type="button"
            onClick={() => mutation.mutate(token)}
            disabled={mutation.isPending}
            className="mt-6 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {mutation.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
          {mutation.isError && (
            <p role="alert" className="mt-4 text-sm text-red-600">
              {serverMessage(mutation.error) || 'Something went wrong. Please try again.'}
            </p>
          )}
        </>
      ) : (
        <p role="alert" className="mt-2 text-red-600">
          This unsubscribe link is invalid or incomplete. Please use the link from one of our e-mails.
        </p>
      )}
    </section>
  )
}
