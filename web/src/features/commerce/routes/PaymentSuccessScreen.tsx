import { AlertCircle, CheckCircle2, Clock, Download, RefreshCw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { toast } from '@web/components/ui/useToast'
import { useConfirmSuccess } from '@web/features/commerce/api/confirmSuccess'
import { NoIndex } from '../components/NoIndex'
import { Spinner } from '@web/components/ui/Spinner'
import { Button } from '@web/components/ui/Button'

export const DOWNLOAD_PROCESSING_MS = 2000

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** /payment-success?session_id=...&email=...: confirms the purchase and offers the download. */
export default function PaymentSuccessScreen() {
  const [params] = useSearchParams()
  const sessionId = params.get('session_id')
  const email = params.get('email')
  const complete = Boolean(sessionId && email)
  const confirm = useConfirmSuccess()
  const started = useRef(false)
  const [processing, setProcessing] = useState(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (!complete) {
      toast({ title: 'Missing information', description: 'Some information about your purchase is missing. Please contact support.', variant: 'destructive' })
      return
    }
    // A confirm failure is only logged; the webhook fulfils the order anyway.
    confirm.mutate({ sessionId: sessionId!, email: email! }, { onError: (error) => console.error('Purchase confirmation failed', error) })
  }, [complete, confirm, email, sessionId])

  const onDownload = async () => {
    if (!sessionId || !email) {
      toast({ title: 'Error', description: 'Missing session information. Please try again.', variant: 'destructive' })
      return
    }
    setProcessing(true)
    // The payment may have completed since the page opened: ask again when there is no link yet.
    const [latest] = await Promise.all([
      confirm.data?.downloadUrl ? Promise.resolve(confirm.data) : confirm.mutateAsync({ sessionId, email }).catch(() => null),
      wait(DOWNLOAD_PROCESSING_MS),
    ])
    setProcessing(false)
    if (latest?.downloadUrl) {
      window.open(latest.downloadUrl, '_blank')
      toast({ title: 'Download started', description: 'Your guide opens in a new window. We also e-mailed you the download link.' })
    } else {
      toast({
        title: 'Download not ready yet',
        description: "We couldn't confirm your payment yet. Please use the link in your e-mail or try again in a minute.",
        variant: 'destructive',
      })
    }
  }

  const loading = complete && confirm.isPending
  // Only a confirmed payment says 'complete' and offers the download; until then the page says so.
  const confirmed = Boolean(confirm.data?.downloadUrl)
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <NoIndex />
      {loading ? (
        <div role="status" className="flex flex-col items-center gap-4">
          <Spinner large />
          <p className="text-slate-600">Confirming your purchase...</p>
        </div>
      ) : (
        <>
          {complete && confirmed ? (
            <CheckCircle2 size={56} className="mx-auto text-brand-600" aria-hidden />
          ) : complete ? (
            <Clock size={56} className="mx-auto text-amber-600" aria-hidden />
          ) : (
            <AlertCircle size={56} className="mx-auto text-red-600" aria-hidden />
          )}
          <h1 className="mt-6 text-3xl font-bold text-slate-900">Thank You for Your Purchase!</h1>
          {complete && confirmed ? (
            <p className="mt-4 text-slate-600">
              Your payment for the Ultimate Digital Nomad Guide is complete. A download link is also on its way to <strong>{email}</strong>.
            </p>
          ) : complete ? (
            <p role="status" className="mx-auto mt-4 max-w-lg text-slate-600">
              We're still confirming your payment with our payment provider. As soon as it is confirmed, we e-mail the download link to <strong>{email}</strong>; you can also check again here in a minute.
            </p>
          ) : (
            <p role="alert" className="mx-auto mt-4 max-w-lg rounded-lg bg-red-50 p-4 text-sm text-red-700">
              <strong>Missing information:</strong> Some information about your purchase is missing. Please contact support.
            </p>
          )}
          <Button size="xl" className="mt-8 shadow" onClick={onDownload} busy={processing} busyLabel="Processing...">
            {complete && !confirmed ? <RefreshCw size={20} aria-hidden /> : <Download size={20} aria-hidden />}
            {complete && !confirmed ? 'Check Payment Status' : 'Download Guide'}
          </Button>
          <div className="mt-10 flex flex-wrap justify-center gap-4 text-sm">
            <Link to="/blog" className="font-medium text-brand-700 hover:underline">
              Read the Nomad Blog
            </Link>
            <Link to="/jobs" className="font-medium text-brand-700 hover:underline">
              Browse Remote Jobs
            </Link>
          </div>
        </>
      )}
    </section>
  )
}
