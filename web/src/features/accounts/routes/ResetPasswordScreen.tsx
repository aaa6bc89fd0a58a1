import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { PageSpinner } from '@web/components/ui/Spinner'
import { toast } from '@web/components/ui/useToast'
import { apiErrorBody } from '@web/lib/apiErrorBody'
import { useSession } from '@web/lib/session/getSession'
import { useResetPassword, useResetTokenState } from '../api/resetPassword'
import { TextField } from '@web/components/ui/TextField'
import { AuthCard, InlineError } from '../components/FormControls'
import { Button } from '@web/components/ui/Button'
import { resetPasswordSchema } from '../formSchemas'
import { RESET_LINK_USED_MESSAGE } from '@cms/contract/accounts'

const INVALID_TOKEN_FROM_SERVER = 'The reset link is invalid or has expired. Please request a new one.'

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard title="Invalid Request">
      <InlineError>{message}</InlineError>
      <Link to="/forgot-password" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
        Request a new reset link
      </Link>
    </AuthCard>
  )
}

/**
 * /reset-password?token=...: a signed-in user goes to /profile; no token shows the invalid-request card, and so does
 * a link already used or expired (asked when the page opens).
 */
export default function ResetPasswordScreen() {
  const { user, loading } = useSession()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const reset = useResetPassword()
  const [done, setDone] = useState(false)
  const [failure, setFailure] = useState('')
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { newPassword: '', confirmPassword: '' } })
  // A used or expired link says so when the page opens, before a new password is typed twice.
  const linkState = useResetTokenState(token, !loading && !user && !done)

  if (loading) return <PageSpinner />
  if (user) return <Navigate to="/profile" replace />
  if (token && linkState.isPending && !done) return <PageSpinner />

  if (!token) return <InvalidLink message="Reset token is missing or invalid." />
  if (linkState.data?.valid === false && !done) return <InvalidLink message={RESET_LINK_USED_MESSAGE} />

  if (done) {
    return (
      <AuthCard title="Password Reset">
        <div className="flex items-start gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900">
          <CheckCircle2 size={20} className="shrink-0" />
          <p>Your password has been reset successfully. You can now login with your new password.</p>
        </div>
        <Link to="/login" className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Go to Sign In
        </Link>
      </AuthCard>
    )
  }

  const onSubmit = form.handleSubmit((values) => {
    setFailure('')
    if (values.newPassword !== values.confirmPassword) {
      toast({ title: 'Password mismatch', description: 'New password and confirmation do not match.', variant: 'destructive' })
      return
    }
    reset.mutate(
      { token, ...values },
      {
        onSuccess: (result) => {
          if (!result?.success) {
            toast({ title: 'Failed to reset password', description: 'The reset link may have expired. Please request a new one.', variant: 'destructive' })
            setFailure('Failed to reset password. The token may be expired or invalid.')
            return
          }
          toast({ title: 'Password reset', description: 'Your password has been reset successfully. You can now login with your new password.' })
          setDone(true)
        },
        onError: (error) => {
          const { status, message } = apiErrorBody(error)
          if (status === 400 || status === 404 || status === 410) {
            toast({ title: 'Failed to reset password', description: 'The reset link may have expired. Please request a new one.', variant: 'destructive' })
            // A refused (too common) password gets the server's words; a bad token the spec's.
            setFailure(message && message !== INVALID_TOKEN_FROM_SERVER ? message : 'Failed to reset password. The token may be expired or invalid.')
          } else {
            toast({ title: 'Failed to reset password. Please try again later.', variant: 'destructive' })
            setFailure('An error occurred while resetting your password.')
          }
        },
      },
    )
  })

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <InlineError>{failure}</InlineError>
        <TextField label="New Password" type="password" autoComplete="new-password" error={form.formState.errors.newPassword?.message} {...form.register('newPassword')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" error={form.formState.errors.confirmPassword?.message} {...form.register('confirmPassword')} />
        <Button type="submit" className="w-full" busy={reset.isPending} busyLabel="Resetting...">
          Reset Password
        </Button>
      </form>
    </AuthCard>
  )
}
