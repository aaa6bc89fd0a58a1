import { Dialog } from 'radix-ui'
import { useEffect, useRef } from 'react'
import { FormSuccess } from '@web/components/ui/FormOutcome'
import { failureMessage } from '@web/lib/apiErrorBody'
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
  // Each opening starts a fresh request: the form again after a success.
  useEffect(() => {
    if (open) reset()
  }, [open, reset])
  // The field shows the account's address when it is empty (on each opening too), and follows the account when it
  // arrives after the page became interactive or changes while the dialog is open, unless another address was typed.
  const shownAccountEmail = useRef(accountEmail)
  useEffect(() => {
    const previous = shownAccountEmail.current
    shownAccountEmail.current = accountEmail
    setEmail((current) => (current === '' || current === previous ? (accountEmail ?? '') : current))
  }, [open, accountEmail, setEmail])

  return (
    <ModalDialog {...dialog} title="Get alerts for this search" className="top-1/2 left-1/2 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl p-6">
      <Dialog.Description className="mt-1 text-sm text-slate-600">{FOLLOW_SEARCH_INTRO}</Dialog.Description>
      {mutation.isSuccess ? (
        <FormSuccess message={mutation.data.message} />
      ) : (
        <AlertForm
          filters={filters}
          fields={fields}
          error={mutation.isError ? failureMessage(mutation.error) : null}
          busy={mutation.isPending}
          onSubmit={(input) => mutation.mutate(input)}
        />
      )}
    </ModalDialog>
  )
}
