import { ExternalLink } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useSendTemplateInvites } from '../api/sendTemplateInvites'
import { useSimulatePurchase } from '../api/simulatePurchase'
import { apiErrorMessage } from '../apiErrorMessage'
import { NoIndex } from '../components/NoIndex'
import { Button } from '@web/components/ui/Button'
import { TextField } from '@web/components/ui/TextField'

type Result = { ok: boolean; message: string; redirectUrl?: string | null }

/**
 * /test-templates: simulate a purchase, then ask for the templates. The simulator is
 * off unless the server runs with ENABLE_TEST_ENDPOINTS=true, and the page says so.
 */
export default function TestTemplatesScreen() {
  const [email, setEmail] = useState('')
  const [result, setResult] = useState<Result | null>(null)
  const simulate = useSimulatePurchase()
  const invites = useSendTemplateInvites()
  const processing = simulate.isPending || invites.isPending

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setResult(null)
    let purchase
    try {
      purchase = await simulate.mutateAsync(email)
    } catch (error) {
      return setResult({ ok: false, message: `Purchase simulation failed: ${apiErrorMessage(error) || 'Unknown error'}` })
    }
    try {
      if (!purchase.success) return setResult({ ok: false, message: `Purchase simulation failed: ${purchase.message}` })
      const access = await invites.mutateAsync({ email, session_id: purchase.sessionId })
      if (!access.success) return setResult({ ok: false, message: `Template access error: ${access.message}` })
      setResult({ ok: true, message: access.message, redirectUrl: access.redirectUrl })
    } catch (error) {
      const message = apiErrorMessage(error)
      setResult({ ok: false, message: message ? `Template access error: ${message}` : 'Error: Unknown error' })
    }
  }

  return (
    <section className="mx-auto max-w-lg px-4 py-16">
      <NoIndex />
      <h1 className="text-2xl font-bold text-slate-900">Template Delivery Test</h1>
      <p className="mt-2 text-sm text-slate-600">
        Simulates a guide purchase and requests access to the Notion templates. It works only on a server started with ENABLE_TEST_ENDPOINTS=true.
      </p>
      <form onSubmit={onSubmit} className="mt-6 space-y-4">
        <TextField id="template-email" label="Email address" large type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" size="lg" className="w-full" busy={processing} busyLabel="Processing...">
          Simulate Purchase & Get Templates
        </Button>
      </form>
      {result && (
        <div role="status" className={`mt-6 rounded-lg p-4 text-sm ${result.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-700'}`}>
          <p>{result.message}</p>
          {result.redirectUrl && (
            <a href={result.redirectUrl} target="_blank" rel="noopener noreferrer" className="mt-3 inline-flex items-center gap-1 font-semibold underline">
              Access Your Templates <ExternalLink size={14} aria-hidden />
            </a>
          )}
        </div>
      )}
    </section>
  )
}
