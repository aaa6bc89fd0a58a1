import { ArrowRight } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { checkEmail } from '@web/lib/session/checkEmail'
import { spaSettings } from '@web/lib/settings'

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
      <label htmlFor="home-email" className="sr-only">
        Email address
      </label>
      <input
        id="home-email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="Enter your email to get started"
        autoComplete="email"
        className="flex-1 rounded-md border border-white/30 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-500"
      />
      <button type="submit" disabled={checking} className="inline-flex items-center justify-center gap-2 rounded-md bg-amber-400 px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300 disabled:opacity-60">
        {checking ? 'Checking...' : 'Get Started'} <ArrowRight size={16} aria-hidden />
      </button>
    </form>
  )
}
