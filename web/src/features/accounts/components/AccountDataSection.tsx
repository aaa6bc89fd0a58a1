import { Download, Trash2 } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button, buttonClass } from '@web/components/ui/Button'
import { TextField } from '@web/components/ui/TextField'
import { toast } from '@web/components/ui/useToast'
import { failureMessage } from '@web/lib/apiErrorBody'
import { accountExportUrl, useDeleteAccount } from '../api/accountData'

const DELETION_EXPLAINED =
  'This deletes your account, your saved jobs and your job alerts, and signs you out everywhere. Records of guide purchases are kept for accounting, no longer linked to an account. This cannot be undone.'

/** The confirmation: the password again, and whether the newsletter goes too (it stays unless ticked). */
function DeleteAccountDialog() {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const remove = useDeleteAccount(async (message) => {
    setOpen(false)
    toast({ title: 'Account deleted', description: message })
    await navigate('/')
  })
  const [password, setPassword] = useState('')
  const [unsubscribeNewsletter, setUnsubscribeNewsletter] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    remove.mutate({ password, unsubscribeNewsletter })
  }
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) {
      setPassword('')
      remove.reset()
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button variant="outline-danger">
          <Trash2 size={16} aria-hidden />
          Delete my account
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete your account?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">{DELETION_EXPLAINED}</AlertDialog.Description>
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <TextField label="Your password" type="password" autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
            <label className="flex items-start gap-2 text-sm text-slate-700">
              <input type="checkbox" className="mt-0.5 h-4 w-4 rounded border-slate-300" checked={unsubscribeNewsletter} onChange={(event) => setUnsubscribeNewsletter(event.target.checked)} />
              Also unsubscribe me from the newsletter
            </label>
            {remove.isError && (
              <p role="alert" className="text-sm text-red-600">
                {failureMessage(remove.error)}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">Cancel</Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" busy={remove.isPending} busyLabel="Deleting...">
                Delete my account
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

/** The profile's "Your data": everything we hold about the account as a file, and deleting the account. */
export function AccountDataSection() {
  return (
    <section aria-labelledby="your-data-title" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="your-data-title" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        Download everything we hold about your account as a JSON file, or delete the account. Guide purchases are kept for accounting either way.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a href={accountExportUrl()} download className={buttonClass('outline')}>
          <Download size={16} aria-hidden />
          Download my data
        </a>
        <DeleteAccountDialog />
      </div>
    </section>
  )
}
