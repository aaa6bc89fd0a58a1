import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { toast } from '@web/components/ui/useToast'
import { apiErrorBody } from '@web/lib/apiErrorBody'
import { useLogin } from '../api/login'
import { TextField } from '@web/components/ui/TextField'
import { AuthCard, InlineError } from '../components/FormControls'
import { Button } from '@web/components/ui/Button'
import { loginSchema } from '../formSchemas'

/** /login: e-mail (prefilled from ?email=) and password; success goes to /profile. */
export default function LoginScreen() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const loginMutation = useLogin()
  const [failure, setFailure] = useState('')
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: params.get('email') ?? '', password: '' } })

  const onSubmit = form.handleSubmit((values) => {
    setFailure('')
    loginMutation.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Login successful', description: 'Welcome back!' })
        navigate('/profile')
      },
      onError: (error) => {
        const { status, message } = apiErrorBody(error)
        if (status === 401) toast({ title: 'Invalid credentials. Please try again.', variant: 'destructive' })
        else toast({ title: 'An error occurred. Please try again later.', variant: 'destructive' })
        setFailure(status === 429 && message ? message : 'Login failed. Please check your credentials.')
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
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            Register
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
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
