import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useSearchParams } from 'react-router-dom'
import { authFailureLine, MSG } from '@cms/contract/accounts'
import { toast } from '@web/components/ui/useToast'
import { apiErrorBody } from '@web/lib/apiErrorBody'
import { useLogin } from '../api/login'
import { TextField } from '@web/components/ui/TextField'
import { AuthCard, InlineError } from '../components/FormControls'
import { Button } from '@web/components/ui/Button'
import { loginSchema } from '../formSchemas'
import { useSignInIntent } from '../useSignInIntent'

/**
 * /login: e-mail (prefilled from ?email=) and password; success goes to /profile, or back to the job whose Save
 * sent the visitor here (?save=), saved. The form also posts without JavaScript (never a GET with the password).
 */
export default function LoginScreen() {
  const [params] = useSearchParams()
  const intent = useSignInIntent('login')
  const loginMutation = useLogin()
  const [failure, setFailure] = useState(intent.serverError)
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: params.get('email') ?? '', password: '' } })

  const onSubmit = form.handleSubmit((values) => {
    setFailure('')
    loginMutation.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Login successful', description: 'Welcome back!' })
        void intent.finish()
      },
      onError: (error) => {
        const { status, message } = apiErrorBody(error)
        if (status === 401) toast({ title: 'Invalid credentials. Please try again.', variant: 'destructive' })
        else toast({ title: MSG.serverTrouble, variant: 'destructive' })
        setFailure(authFailureLine('login', status, message ?? undefined))
      },
    })
  })

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back! Sign in to see your saved jobs and profile."
      footer={
        <>
          Don't have an account?{' '}
          <Link to={`/register${intent.carry()}`} className="font-semibold text-brand-700 hover:underline">
            Register
          </Link>
        </>
      }
    >
      <form method="post" action={intent.formAction} onSubmit={onSubmit} noValidate className="space-y-4">
        <InlineError>{failure}</InlineError>
        <TextField label="Email" type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" error={form.formState.errors.password?.message} {...form.register('password')} />
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" busy={loginMutation.isPending} busyLabel="Signing in...">
          Sign In
        </Button>
      </form>
    </AuthCard>
  )
}
