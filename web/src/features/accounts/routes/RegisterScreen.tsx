import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { authFailureLine, MSG } from '@cms/contract/accounts'
import { toast } from '@web/components/ui/useToast'
import { apiErrorBody } from '@web/lib/apiErrorBody'
import { emailExistsOrFalse } from '@web/lib/session/checkEmail'
import { useRegister } from '../api/register'
import { TextField } from '@web/components/ui/TextField'
import { AuthCard, GenderSelect, InlineError } from '../components/FormControls'
import { Button } from '@web/components/ui/Button'
import { registerSchema } from '../formSchemas'
import { useSignInIntent } from '../useSignInIntent'

/** How long the "account exists" notice shows before the redirect to /login. */
export const REGISTER_REDIRECT_DELAY_MS = 1500

/**
 * /register: checks the address first (existing -> notice, then /login after 1.5 s), then creates the account;
 * success goes to /profile, or back to the job whose Save sent the visitor here (?save=), saved. The form also
 * posts without JavaScript.
 */
export default function RegisterScreen() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const lockedEmail = params.get('email') ?? ''
  const intent = useSignInIntent('register')
  const registerMutation = useRegister()
  const [checking, setChecking] = useState(false)
  const [failure, setFailure] = useState(intent.serverError)
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(redirectTimer.current), [])

  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: lockedEmail, username: '', password: '', confirmPassword: '', fullName: '', gender: '' as const, location: '' },
  })

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _dropped, ...payload }) => {
    setFailure('')
    setChecking(true)
    const exists = await emailExistsOrFalse(payload.email)
    setChecking(false)
    if (exists) {
      toast({ title: 'Account already exists', description: 'An account with this email already exists. Redirecting to login page...' })
      redirectTimer.current = setTimeout(() => navigate(`/login${intent.carry({ email: payload.email })}`), REGISTER_REDIRECT_DELAY_MS)
      return
    }
    registerMutation.mutate(payload, {
      onSuccess: () => {
        toast({ title: 'Registration successful', description: 'Your account has been created.' })
        void intent.finish()
      },
      onError: (error) => {
        const { status, message } = apiErrorBody(error)
        const line = authFailureLine('register', status, message ?? undefined)
        if (status === 409) toast({ title: 'This email is already registered. Please login instead.', variant: 'destructive' })
        // A refused input (a too-common password) or a rate limit has its own words inline: a toast saying only
        // "Registration failed" beside them would contradict them.
        else if (line === MSG.registrationFailed) toast({ title: 'Registration failed. Please try again.', variant: 'destructive' })
        setFailure(line)
      },
    })
  })

  const errors = form.formState.errors
  const busy = checking || registerMutation.isPending
  return (
    <AuthCard
      title="Create Account"
      subtitle="Join thousands of digital nomads finding remote work."
      footer={
        <>
          Already have an account?{' '}
          <Link to={`/login${intent.carry()}`} className="font-semibold text-brand-700 hover:underline">
            Sign In
          </Link>
        </>
      }
    >
      <form method="post" action={intent.formAction} onSubmit={onSubmit} noValidate className="space-y-4">
        <InlineError>{failure}</InlineError>
        <TextField label="Email" type="email" autoComplete="email" readOnly={Boolean(lockedEmail)} error={errors.email?.message} {...form.register('email')} />
        <TextField label="Username" autoComplete="username" error={errors.username?.message} {...form.register('username')} />
        <TextField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
        <TextField label="Full Name" autoComplete="name" error={errors.fullName?.message} {...form.register('fullName')} />
        <Controller control={form.control} name="gender" render={({ field }) => <GenderSelect name={field.name} value={field.value} onChange={field.onChange} />} />
        <TextField label="Location" placeholder="City, Country" error={errors.location?.message} {...form.register('location')} />
        <Button type="submit" className="w-full" busy={busy} busyLabel={checking ? 'Checking email...' : 'Creating account...'}>
          Create Account
        </Button>
      </form>
    </AuthCard>
  )
}
