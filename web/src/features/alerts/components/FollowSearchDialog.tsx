import type { AlertFrequency } from '@cms/contract/alerts'
import { CheckCircle2 } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useEffect, useState, type FormEvent } from 'react'
import { apiErrorBody } from '@web/lib/apiErrorBody'
import { Button } from '@web/components/ui/Button'
import { ModalDialog, type OnDemandDialogProps } from '@web/components/ui/ModalDialog'
import { TextField } from '@web/components/ui/TextField'
import { useCreateAlert } from '../api/createAlert'
import { FrequencySelect } from './FrequencySelect'

/**
 * The 'Get alerts for this search' dialog: e-mail (prefilled when signed in) and frequency, creating an alert for
 * the list's filters. Loaded when first opened; it stays mounted afterwards, so what was typed survives closing.
 */
export default function FollowSearchDialog({ filters, accountEmail, ...dialog }: OnDemandDialogProps & { filters: Record<string, string>; accountEmail?: string }) {
  const { open } = dialog
  const [email, setEmail] = useState(accountEmail ?? '')
  const [frequency, setFrequency] = useState<AlertFrequency>('daily')
  const mutation = useCreateAlert()
  const { reset } = mutation
  // Each opening starts a fresh request (the form again after a success), with the account's address when the field was left empty.
  useEffect(() => {
    if (!open) return
    reset()
    if (accountEmail) setEmail((current) => current || accountEmail)
  }, [open, reset, accountEmail])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate({ email, frequency, ...filters })
  }

  return (
    <ModalDialog {...dialog} title="Get alerts for this search" className="top-1/2 left-1/2 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl p-6">
      <Dialog.Description className="mt-1 text-sm text-slate-600">We e-mail you new jobs that match the current search and filters. Unsubscribe with one click from any e-mail.</Dialog.Description>
      {mutation.isSuccess ? (
        <div role="status" className="mt-5 flex gap-3 rounded-lg bg-brand-50 p-4 text-sm text-slate-800">
          <CheckCircle2 className="shrink-0 text-brand-600" size={20} aria-hidden />
          <p>{mutation.data.message}</p>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
          <TextField
            id="alert-email"
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="you@example.com"
          />
          <div>
            <label htmlFor="alert-frequency" className="mb-1 block text-sm font-medium text-slate-700">
              How often
            </label>
            <FrequencySelect id="alert-frequency" value={frequency} onChange={setFrequency} />
          </div>
          {mutation.isError && (
            <p role="alert" className="text-sm text-red-600">
              {apiErrorBody(mutation.error).message || 'Something went wrong. Please try again.'}
            </p>
          )}
          <Button type="submit" className="w-full" busy={mutation.isPending} busyLabel="Creating alert...">
            Create alert
          </Button>
        </form>
      )}
    </ModalDialog>
  )
}
