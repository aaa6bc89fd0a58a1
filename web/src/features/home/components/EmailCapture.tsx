import { ArrowRight } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { checkEmail } from '@web/lib/session/checkEmail'
import { spaSettings } from '@web/lib/settings'
import { Button } from '@web/components/ui/Button'
import { TextField } from '@web/components/ui/TextField'

const ADMIN_EMAIL = spaSettings.VITE_ADMIN_EMAIL ?? null

/** Home e-mail box: existing address -> login, new -> register; errors are browser alerts. */
export function EmailCapture() {
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [checking, setChecking] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setChecking(true)
    try {
      // The address check (and its schema library) loads on the first submit, not with the home page.
      const { emailDestination } = await import('../emailDestination')
      navigate(await emailDestination(email, { checkEmail, adminEmail: ADMIN_EMAIL }))
    } catch (error) {
      window.alert((error as Error).message)
    } finally {
      setChecking(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 flex w-full max-w-lg flex-col gap-2 sm:flex-row" aria-label="Get started with your email">
      <TextField
        id="home-email"
        label="Email address"
        hideLabel
        large
        className="flex-1"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="Enter your email to get started"
        autoComplete="email"
      />
      <Button type="submit" variant="accent" size="lg" busy={checking} busyLabel="Checking...">
        Get Started <ArrowRight size={16} aria-hidden />
      </Button>
    </form>
  )
}
