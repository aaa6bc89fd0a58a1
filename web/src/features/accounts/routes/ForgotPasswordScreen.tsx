import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { toast } from '@web/components/ui/useToast'
import { apiErrorBody } from '@web/lib/apiErrorBody'
import { useRequestPasswordReset } from '../api/resetPasswordRequest'
import { TextField } from '@web/components/ui/TextField'
import { AuthCard } from '../components/FormControls'
import { Button } from '@web/components/ui/Button'
import { forgotPasswordSchema } from '../formSchemas'

/** /forgot-password: one e-mail field, then the same confirmation whatever the address. */
export default function ForgotPasswordScreen() {
  const request = useRequestPasswordReset()
  const [submitted, setSubmitted] = useState(false)
  const [token, setToken] = useState<string | undefined>()
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } })

  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: (result) => {
        if (!result?.success) {
          toast({ title: 'Failed to send reset link', description: 'Please try again later.', variant: 'destructive' })
          return
        }
        toast({ title: 'Reset link sent', description: 'If your email exists in our system, you will receive a password reset link.' })
        setToken(result.token)
        setSubmitted(true)
      },
      onError: (error) => {
        const { status } = apiErrorBody(error)
        if (status !== null && status < 500) toast({ title: 'Failed to send reset link', description: 'Please try again later.', variant: 'destructive' })
        else toast({ title: 'Failed to request password reset. Please try again later.', variant: 'destructive' })
      },
    }),
  )

  const backToLogin = (
    <Link to="/login" className="font-semibold text-brand-700 hover:underline">
      Back to Sign In
    </Link>
  )

  if (submitted) {
    return (
      <AuthCard title="Check Your Email" footer={backToLogin}>
        <div className="flex items-start gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900">
          <MailCheck size={20} className="shrink-0" />
          <p>If an account with this email exists, we've sent a password reset link.</p>
        </div>
        {token && (
          <div aria-label="Demo panel" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-semibold">Demo mode: reset token</p>
            <p className="mt-1 break-all font-mono text-xs">{token}</p>
            <Link to={`/reset-password?token=${encodeURIComponent(token)}`} className="mt-3 inline-block font-semibold text-amber-900 underline">
              Continue to reset password
            </Link>
          </div>
        )}
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your email and we'll send you a link to reset your password." footer={backToLogin}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register('email')} />
        <Button type="submit" className="w-full" busy={request.isPending} busyLabel="Sending...">
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  )
}
