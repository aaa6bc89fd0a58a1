import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { toast } from '@web/components/ui/useToast'
import { useCheckEmail } from '@web/lib/session/checkEmail'
import { TextField } from '@web/components/ui/TextField'
import { AuthCard } from '../components/FormControls'
import { Button } from '@web/components/ui/Button'
import { authEntrySchema } from '../formSchemas'

/** /auth (Get Started): e-mail first, then /login for a registered address or /register for a new one. */
export default function AuthScreen() {
  const navigate = useNavigate()
  const check = useCheckEmail()
  const form = useForm({ resolver: zodResolver(authEntrySchema), defaultValues: { email: '' } })

  const onSubmit = form.handleSubmit(({ email }) =>
    check.mutate(email, {
      onSuccess: (exists) => navigate(`${exists ? '/login' : '/register'}?email=${encodeURIComponent(email)}`),
      onError: () => toast({ title: 'Something went wrong. Please try again.', variant: 'destructive' }),
    }),
  )

  return (
    <AuthCard title="Get Started" subtitle="We'll check if your email is registered and direct you accordingly">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" error={form.formState.errors.email?.message} {...form.register('email')} />
        <Button type="submit" className="w-full" busy={check.isPending} busyLabel="Checking...">
          Continue
        </Button>
      </form>
    </AuthCard>
  )
}
