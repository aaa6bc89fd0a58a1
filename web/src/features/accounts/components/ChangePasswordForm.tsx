import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { MSG } from '@cms/contract/accounts'
import { toast } from '@web/components/ui/useToast'
import { apiErrorBody } from '@web/lib/apiErrorBody'
import { useChangePassword } from '../api/changePassword'
import { changePasswordSchema } from '../formSchemas'
import { TextField } from '@web/components/ui/TextField'
import { Button } from '@web/components/ui/Button'

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** The server's refusals and the field each is about. */
const REFUSAL_FIELDS: Record<string, keyof typeof EMPTY> = {
  [MSG.wrongCurrentPassword]: 'currentPassword',
  [MSG.commonPassword]: 'newPassword',
  [MSG.mismatchServer]: 'confirmPassword',
}

/** The profile's Security tab: busy while submitting, cleared on success. */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const [changed, setChanged] = useState(false)
  const form = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY })

  const onSubmit = form.handleSubmit((values) => {
    setChanged(false)
    if (values.newPassword !== values.confirmPassword) {
      toast({ title: 'Password mismatch', description: 'New password and confirmation do not match.', variant: 'destructive' })
      return
    }
    change.mutate(values, {
      onSuccess: (result) => {
        if (!result?.success) {
          toast({ title: 'Failed to change password', description: 'Please check your current password and try again.', variant: 'destructive' })
          return
        }
        toast({ title: 'Password changed', description: 'Your password has been updated successfully.' })
        setChanged(true)
        form.reset(EMPTY)
      },
      onError: (error) => {
        const { success, message } = apiErrorBody(error)
        // The server's refusal goes on the field it is about, so it stays beside what to change after the toast goes.
        const field = message ? REFUSAL_FIELDS[message] : undefined
        if (field) form.setError(field, { message: message! }, { shouldFocus: true })
        if (success === false) {
          toast({ title: 'Failed to change password', description: 'Please check your current password and try again.', variant: 'destructive' })
        } else {
          toast({ title: 'Error', description: message || 'Failed to change password. Please try again later.', variant: 'destructive' })
        }
      },
    })
  })

  const errors = form.formState.errors
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      {changed && (
        <p role="status" className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Password changed successfully!
        </p>
      )}
      <TextField label="Current Password" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register('currentPassword')} />
      <TextField label="New Password" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...form.register('newPassword')} />
      <TextField label="Confirm New Password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      <Button type="submit" className="w-full" busy={change.isPending} busyLabel="Changing password...">
        Change Password
      </Button>
    </form>
  )
}
