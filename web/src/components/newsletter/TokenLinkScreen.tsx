import type { UseMutationResult } from '@tanstack/react-query'
import type { SubscribeResponse } from '@cms/contract/newsletter'
import { CheckCircle2, type LucideIcon } from 'lucide-react'
import { Link, useSearchParams } from 'react-router-dom'
import { serverMessage } from '@web/lib/newsletter/subscribe'
import { Button } from '@web/components/ui/Button'

interface TokenLinkScreenProps {
  icon: LucideIcon
  title: string
  intro: string
  action: string
  pending: string
  doneTitle: string
  invalid: string
  mutation: UseMutationResult<SubscribeResponse, Error, string>
}

/**
 * A page opened from a signed link in one of our e-mails (unsubscribe, confirm). Opening it changes
 * nothing (mail scanners follow links); only the button sends the POST with the link's token.
 */
export function TokenLinkScreen({ icon: Icon, title, intro, action, pending, doneTitle, invalid, mutation }: TokenLinkScreenProps) {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''

  if (mutation.isSuccess) {
    return (
      <section className="mx-auto max-w-lg px-4 py-20 text-center" role="status">
        <CheckCircle2 className="mx-auto text-brand-600" size={40} aria-hidden />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{doneTitle}</h1>
        <p className="mt-2 text-slate-600">{mutation.data.message}</p>
        <Link to="/" className="mt-6 inline-block font-medium text-brand-700 hover:underline">
          Back to the home page
        </Link>
      </section>
    )
  }

  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center">
      <Icon className="mx-auto text-slate-500" size={40} aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      {token ? (
        <>
          <p className="mt-2 text-slate-600">{intro}</p>
          <Button onClick={() => mutation.mutate(token)} busy={mutation.isPending} busyLabel={pending} className="mt-6">
            {action}
          </Button>
          {mutation.isError && (
            <p role="alert" className="mt-4 text-sm text-red-600">
              {serverMessage(mutation.error) || 'Something went wrong. Please try again.'}
            </p>
          )}
        </>
      ) : (
        <p role="alert" className="mt-2 text-red-600">
          {invalid}
        </p>
      )}
    </section>
  )
}
