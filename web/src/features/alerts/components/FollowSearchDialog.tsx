import { CheckCircle2 } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useEffect } from 'react'
import { apiErrorBody } from '@web/lib/apiErrorBody'
import { ModalDialog, type OnDemandDialogProps } from '@web/components/ui/ModalDialog'
import { useCreateAlert } from '../api/createAlert'
import { AlertForm, useAlertFields } from './AlertForm'
import { FOLLOW_SEARCH_INTRO } from '../followedSearch'

/**
 * The 'Get alerts for this search' dialog: e-mail (prefilled when signed in) and frequency, creating an alert for
 * the list's filters. Loaded when first opened; it stays mounted afterwards, so what was typed survives closing.
 */
export default function FollowSearchDialog({ filters, accountEmail, ...dialog }: OnDemandDialogProps & { filters: Record<string, string>; accountEmail?: string }) {
  const { open } = dialog
  const fields = useAlertFields(accountEmail)
  const { setEmail } = fields
  const mutation = useCreateAlert()
  const { reset } = mutation
  // Each opening starts a fresh request (the form again after a success), with the account's address when the field was left empty.
  useEffect(() => {
    if (!open) return
    reset()
    if (accountEmail) setEmail((current) => current || accountEmail)
  }, [open, reset, accountEmail, setEmail])

  return (
    <ModalDialog {...dialog} title="Get alerts for this search" className="top-1/2 left-1/2 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl p-6">
      <Dialog.Description className="mt-1 text-sm text-slate-600">{FOLLOW_SEARCH_INTRO}</Dialog.Description>
      {mutation.isSuccess ? (
        <div role="status" className="mt-5 flex gap-3 rounded-lg bg-brand-50 p-4 text-sm text-slate-800">
          <CheckCircle2 className="shrink-0 text-brand-600" size={20} aria-hidden />
          <p>{mutation.data.message}</p>
        </div>
      ) : (
        <AlertForm
          filters={filters}
          fields={fields}
          error={mutation.isError ? apiErrorBody(mutation.error).message || 'Something went wrong. Please try again.' : undefined}
          busy={mutation.isPending}
          onSubmit={(input) => mutation.mutate(input)}
        />
      )}
    </ModalDialog>
  )
}
